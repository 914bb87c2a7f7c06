import { useState } from "react";
import type { SdkSession, VerifyClient } from "../../sdk/proofbase-verify";
import type { EmailFlow } from "./flow";
import { CodeStep } from "../../verify/CodeStep";
import { useI18n } from "../../verify/i18n/i18n";
import { defineStep } from "../../verify/step-kit";

export function EmailStep(props: { flow: EmailFlow; client: VerifyClient; onUpdate: (session: SdkSession) => void; active: boolean; livemode: boolean }) {
  const { flow, client } = props;
  const { t } = useI18n();
  const [value, setValue] = useState("");
  if (flow.status === "verified") return <p className="done-line">{t("email.confirmed", { masked: flow.email_masked ?? "" })}</p>;
  const field = (
    <>
      <label htmlFor="email">{t("email.label")}</label>
      <input id="email" name="email" type="email" inputMode="email" autoComplete="email" placeholder="jane@example.com" value={value} onChange={(e) => setValue(e.target.value)} disabled={!props.active} required />
    </>
  );
  return (
    <CodeStep
      channel={{
        id: "email",
        words: { send: "email.send", change: "email.change", testMode: "email.testMode", failed: "email.failed" },
        send: async (address, language) => {
          const sent = await client.sendEmailCode(address, language);
          return { masked: sent.email_masked, resend_available_at: sent.resend_available_at };
        },
        verify: (code) => client.verifyEmailCode(code),
        reread: async () => {
          const session = await client.getSession();
          return { session, entry: session.flows.find((f): f is EmailFlow => f.type === "email") ?? null };
        },
      }}
      destination={{ field, value: value.trim() }}
      outstanding={flow.code_sent_at && flow.resend_available_at && flow.email_masked ? { masked: flow.email_masked, resendAvailableAt: flow.resend_available_at } : null}
      failed={flow.error !== null}
      onUpdate={props.onUpdate}
      active={props.active}
      livemode={props.livemode}
    />
  );
}

/** The email flow's step on the hosted page (web/src/verify/steps.tsx). */
export const step = defineStep("email", (flow, p) => <EmailStep flow={flow} {...p} />);
