import { useEffect, useRef, useState } from "react";
import { api, onStepUpNeeded } from "./api";
import { ActionError, Dialog, TextField } from "./ui";
import { useAction } from "./use-action";

/**
 * The one place the dashboard asks for a fresh second factor (contract section 19): an action the
 * server refuses with `two_factor_required` (a live key, an admin or developer invitation or role,
 * an ownership transfer, require_two_factor, turning 2FA off) opens this dialog; the code is
 * confirmed by POST /2fa/verify (good for 5 minutes) and the action is sent again by api.ts.
 */
export function StepUpPrompt() {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const settle = useRef<((verified: boolean) => void) | null>(null);
  const verify = useAction((typed: string) => api.verifyTwoFactor(typed));
  useEffect(() => {
    onStepUpNeeded(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setCode("");
          verify.reset();
          setOpen(true);
        }),
    );
    return () => onStepUpNeeded(null);
  }, [verify.reset]);
  const finish = (verified: boolean) => {
    setOpen(false);
    settle.current?.(verified);
    settle.current = null;
  };
  return (
    <Dialog
      open={open}
      title="Confirm it is you"
      onClose={() => finish(false)}
      submitLabel="Confirm"
      busy={verify.busy}
      onSubmit={async () => {
        if (await verify.run(code.trim())) finish(true);
      }}
    >
      <p>This needs a code from your authenticator app (or a recovery code). You will not be asked again for 5 minutes.</p>
      <TextField label="Authentication code" name="otp" autoComplete="one-time-code" required maxLength={64} value={code} onChange={(e) => setCode(e.target.value)} />
      <ActionError error={verify.error} />
    </Dialog>
  );
}
