import { useState } from "react";
import { describeUserAgent, formatIp } from "../format";
import { api, type Account, type PortalSession, type TwoFactorSetup } from "../api";
import { useAuth } from "../auth";
import { navigate } from "../router";
import { ActionError, Async, Badge, Button, CopyButton, DataTable, Dialog, Notice, PageHeader, TextField, Time, toast } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { useTitle } from "../use-title";

/** Recovery codes, shown once: the list, copy, and a download as a text file. */
function RecoveryCodesOnce({ codes }: { codes: string[] }) {
  const text = `Proofbase recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: "proofbase-recovery-codes.txt" });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div>
      <div className="notice warn" role="alert">
        <p>
          <strong>Save these recovery codes now.</strong> They are shown only once. Each signs you in once if you lose your authenticator app.
        </p>
      </div>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="actions">
        <CopyButton text={codes.join("\n")} label="Copy codes" />
        <Button small onClick={download}>
          Download as a text file
        </Button>
      </div>
    </div>
  );
}

/**
 * Setting up: your password first (a session left open elsewhere must not turn 2FA on with someone
 * else's authenticator), then the QR code and the secret to type, then a code from the app to confirm.
 */
function SetUpTwoFactor({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const start = useAction(api.startTwoFactorSetup);
  const enable = useAction(api.enableTwoFactor);
  const closePrompt = () => {
    setAsking(false);
    setPassword("");
    start.reset();
  };
  if (!setup)
    return (
      <>
        <p>Sign in with a code from an authenticator app (1Password, Google Authenticator, Authy…) as well as your password.</p>
        <Button variant="primary" onClick={() => setAsking(true)}>
          Set up two-factor authentication
        </Button>
        <Dialog
          open={asking}
          title="Confirm your password"
          onClose={closePrompt}
          submitLabel="Continue"
          busy={start.busy}
          onSubmit={async () => {
            const answer = await start.run({ password });
            if (answer) {
              closePrompt();
              setSetup(answer);
            }
          }}
        >
          <p>Enter your password to set up two-factor authentication.</p>
          <TextField label="Your password" type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          <ActionError error={start.error} />
        </Dialog>
      </>
    );
  return (
    <form
      className="stack"
      onSubmit={async (e) => {
        e.preventDefault();
        const answer = await enable.run(code.trim());
        if (answer) onEnabled(answer.recovery_codes);
      }}
    >
      <ol className="steps">
        <li>
          <p>Scan this QR code with your authenticator app.</p>
          <img className="qr" src={setup.qr_code_data_url} alt="QR code of your two-factor secret" width={200} height={200} />
        </li>
        <li>
          <p>Or type this key into the app (time-based, 6 digits):</p>
          <div className="secret">
            <code aria-label="Two-factor secret">{setup.secret}</code>
            <CopyButton text={setup.secret} label="Copy key" />
          </div>
        </li>
        <li>
          <TextField
            label="Code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={10}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            hint="The 6-digit code the app shows now."
          />
        </li>
      </ol>
      <ActionError error={enable.error} />
      <div className="actions">
        <Button type="submit" variant="primary" disabled={enable.busy}>
          Turn on two-factor authentication
        </Button>
      </div>
    </form>
  );
}

/** 2FA on: new recovery codes (with a current code) and turning it off (with a code or a recovery code; a password alone no longer). */
function TwoFactorOn({ account, onCodes, onChanged }: { account: Account; onCodes: (codes: string[]) => void; onChanged: () => void }) {
  const [dialog, setDialog] = useState<"codes" | "disable" | null>(null);
  const [code, setCode] = useState("");
  const regenerate = useAction(api.regenerateRecoveryCodes);
  const disable = useAction(async (body: { code: string }) => {
    await api.disableTwoFactor(body);
    return true;
  });
  const close = () => {
    setDialog(null);
    setCode("");
    regenerate.reset();
    disable.reset();
  };
  const { two_factor: tf } = account;
  return (
    <>
      <p>
        <Badge tone="good">on</Badge> Since {tf.enabled_at ? <Time iso={tf.enabled_at} /> : "—"}. {tf.recovery_codes_remaining} of 10 recovery codes left.
      </p>
      {tf.recovery_codes_remaining <= 3 && (
        <Notice tone="warn">
          <p>Few recovery codes are left: make new ones.</p>
        </Notice>
      )}
      <div className="actions">
        <Button onClick={() => setDialog("codes")}>New recovery codes</Button>
        {!tf.required_by_account && (
          <Button variant="danger" onClick={() => setDialog("disable")}>
            Turn off
          </Button>
        )}
      </div>
      <Dialog
        open={dialog === "codes"}
        title="Make new recovery codes"
        onClose={close}
        submitLabel="Make new codes"
        busy={regenerate.busy}
        onSubmit={async () => {
          const answer = await regenerate.run(code.trim());
          if (answer) {
            close();
            onCodes(answer.recovery_codes);
          }
        }}
      >
        <p>Your current recovery codes stop working.</p>
        <TextField label="Code from your authenticator app" inputMode="numeric" autoComplete="one-time-code" required maxLength={10} value={code} onChange={(e) => setCode(e.target.value)} />
        <ActionError error={regenerate.error} />
      </Dialog>
      <Dialog
        open={dialog === "disable"}
        title="Turn off two-factor authentication?"
        onClose={close}
        submitLabel="Turn off"
        submitVariant="danger-solid"
        busy={disable.busy}
        onSubmit={async () => {
          if (await disable.run({ code: code.trim() })) {
            close();
            toast("Two-factor authentication is off");
            onChanged();
          }
        }}
      >
        <p>Signing in will need only your password. Your recovery codes are deleted.</p>
        <TextField label="Code from your app, or a recovery code" autoComplete="one-time-code" required maxLength={64} value={code} onChange={(e) => setCode(e.target.value)} />
        <ActionError error={disable.error} />
      </Dialog>
    </>
  );
}

/** The owner's switch: everyone in the account must sign in with a second factor. */
function RequireForEveryone({ account, onChanged }: { account: Account; onChanged: () => void }) {
  const required = account.two_factor.required_by_account;
  const save = useAction((on: boolean) => api.updateSettings({ require_two_factor: on }));
  return (
    <div>
      <label className="check">
        <input
          type="checkbox"
          checked={required}
          disabled={save.busy}
          onChange={async (e) => {
            if (await save.run(e.target.checked)) {
              toast(e.target.checked ? "Two-factor authentication is now required" : "Two-factor authentication is optional again");
              onChanged();
            }
          }}
        />
        Require two-factor authentication for everyone in {account.account.business_name}
      </label>
      <p className="hint muted">Members without it are asked to set it up at their next page load and can do nothing else until they have.</p>
      <ActionError error={save.error} />
    </div>
  );
}

function TwoFactorSection({ account, onChanged }: { account: Account; onChanged: () => Promise<void> }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const tf = account.two_factor;
  return (
    <section aria-labelledby="two-factor-title" className="panel">
      <h2 id="two-factor-title">Two-factor authentication</h2>
      {codes ? (
        <>
          <RecoveryCodesOnce codes={codes} />
          <div className="actions">
            <Button variant="primary" onClick={() => setCodes(null)}>
              I saved my recovery codes
            </Button>
          </div>
        </>
      ) : tf.enabled ? (
        <TwoFactorOn account={account} onCodes={setCodes} onChanged={() => void onChanged()} />
      ) : (
        <SetUpTwoFactor
          onEnabled={(recovery) => {
            setCodes(recovery);
            toast("Two-factor authentication is on");
            void onChanged();
          }}
        />
      )}
      {account.user.role === "owner" && !codes && !tf.setup_required && (
        <>
          <hr />
          <RequireForEveryone account={account} onChanged={() => void onChanged()} />
        </>
      )}
    </section>
  );
}

function PasswordSection() {
  const [form, setForm] = useState({ current_password: "", new_password: "" });
  const change = useAction(api.changePassword);
  return (
    <section aria-labelledby="password-title" className="panel">
      <h2 id="password-title">Password</h2>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const answer = await change.run(form);
          if (answer) {
            setForm({ current_password: "", new_password: "" });
            toast(`Password changed; ${answer.signed_out_sessions} other session${answer.signed_out_sessions === 1 ? "" : "s"} signed out`);
          }
        }}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={form.current_password}
          onChange={(e) => setForm({ ...form, current_password: e.target.value })}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          hint="At least 10 characters. Changing it signs out your other sessions."
          value={form.new_password}
          onChange={(e) => setForm({ ...form, new_password: e.target.value })}
        />
        <ActionError error={change.error} />
        <Button type="submit" variant="primary" disabled={change.busy}>
          Change password
        </Button>
      </form>
    </section>
  );
}

function SessionsSection() {
  const sessions = useApi((signal) => api.portalSessions(signal), "portal-sessions");
  const revoke = useAction((session: PortalSession) => api.revokePortalSession(session.id).then(() => session));
  const revokeAll = useAction(api.revokeAllPortalSessions);
  const { signOut } = useAuth();
  const [everywhere, setEverywhere] = useState(false);
  return (
    <section aria-labelledby="sessions-title" className="panel">
      <h2 id="sessions-title">Signed-in sessions</h2>
      <Async loaded={sessions}>
        {(list) => (
          <DataTable
            caption="Your sessions"
            rowKey={(s) => s.id}
            rows={list.data}
            columns={[
              { label: "Browser", render: (s) => <span title={s.user_agent ?? undefined}>{describeUserAgent(s.user_agent)}</span> },
              { label: "Address", render: (s) => <span className="mono nowrap">{formatIp(s.ip)}</span> },
              { label: "Signed in", render: (s) => <Time iso={s.created_at} /> },
              { label: "Last active", render: (s) => <Time iso={s.last_seen_at} /> },
              {
                label: "Action",
                render: (s) =>
                  s.current ? (
                    <Badge tone="good">this session</Badge>
                  ) : (
                    <Button
                      small
                      variant="danger"
                      aria-label={`Sign out ${describeUserAgent(s.user_agent)} from ${formatIp(s.ip)}, signed in ${s.created_at}`}
                      onClick={async () => {
                        if (await revoke.run(s)) {
                          toast("Session signed out");
                          sessions.reload();
                        }
                      }}
                    >
                      Sign out
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </Async>
      <ActionError error={revoke.error ?? revokeAll.error} />
      <div className="actions sessions-actions">
        <Button
          disabled={revokeAll.busy}
          onClick={async () => {
            const answer = await revokeAll.run(true);
            if (answer) {
              toast(`${answer.signed_out_sessions} other session${answer.signed_out_sessions === 1 ? "" : "s"} signed out`);
              sessions.reload();
            }
          }}
        >
          Sign out all other sessions
        </Button>
        <Button variant="danger" onClick={() => setEverywhere(true)}>
          Sign out everywhere
        </Button>
      </div>
      <Dialog
        open={everywhere}
        title="Sign out everywhere?"
        onClose={() => setEverywhere(false)}
        submitLabel="Sign out everywhere"
        submitVariant="danger-solid"
        busy={revokeAll.busy}
        onSubmit={async () => {
          if (await revokeAll.run(false)) {
            // This session is already gone: signing out answers not_authenticated, which is how the
            // dashboard learns it is signed out (auth.tsx); there is nothing else to report.
            await signOut().catch(() => undefined);
            navigate("/signin");
          }
        }}
      >
        <p>Every session of yours ends, this one included: you sign in again here and on every other device.</p>
      </Dialog>
    </section>
  );
}

export function Security() {
  useTitle("Security");
  const { account, refresh } = useAuth();
  if (!account) return null;
  const setupRequired = account.two_factor.setup_required;
  return (
    <>
      <PageHeader title="Security" sub="How you sign in: two-factor authentication, your password, and where you are signed in." />
      {setupRequired && (
        <Notice tone="warn">
          <p role="alert">
            <strong>{account.account.business_name} requires two-factor authentication.</strong> Set it up to use the dashboard.
          </p>
        </Notice>
      )}
      <div className="stack">
        <TwoFactorSection account={account} onChanged={refresh} />
        {!setupRequired && (
          <>
            <PasswordSection />
            <SessionsSection />
          </>
        )}
      </div>
    </>
  );
}
