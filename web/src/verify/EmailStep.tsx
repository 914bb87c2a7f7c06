import type { EmailFlow, SdkSession, VerifyClient } from "../sdk/proofbase-verify";
import { CodeStep } from "./CodeStep";
import { useI18n } from "./i18n/i18n";

export function EmailStep(props: { flow: EmailFlow; client: VerifyClient; onUpdate: (session: SdkSession) => void; active: boolean; livemode: boolean }) {
  const { flow, client } = props;
  const { t } = useI18n();
  if (flow.status === "verified") return <p className="done-line">{t("email.confirmed", { masked: flow.email_masked ?? "" })}</p>;
  return (
    <CodeStep
      channel={{
        id: "email",
        words: { label: "email.label", send: "email.send", change: "email.change", testMode: "email.testMode", failed: "email.failed" },
        input: { type: "email", inputMode: "email", autoComplete: "email", placeholder: "jane@example.com" },
        clean: (value) => value.trim(),
        send: async (value) => {
          const sent = await client.sendEmailCode(value);
          return { masked: sent.email_masked, resend_available_at: sent.resend_available_at };
        },
        verify: (code) => client.verifyEmailCode(code),
      }}
      outstanding={flow.code_sent_at && flow.resend_available_at && flow.email_masked ? { masked: flow.email_masked, resendAvailableAt: flow.resend_available_at } : null}
      failed={flow.error !== null}
      onUpdate={props.onUpdate}
      active={props.active}
      livemode={props.livemode}
    />
  );
}
