import type { PhoneFlow, SdkSession, VerifyClient } from "../sdk/proofbase-verify";
import { CodeStep } from "./CodeStep";
import { useI18n } from "./i18n/i18n";

export function PhoneStep(props: { flow: PhoneFlow; client: VerifyClient; onUpdate: (session: SdkSession) => void; active: boolean; livemode: boolean }) {
  const { flow, client } = props;
  const { t } = useI18n();
  if (flow.status === "verified") return <p className="done-line">{t("phone.confirmed", { masked: flow.phone_number_masked ?? "" })}</p>;
  return (
    <CodeStep
      channel={{
        id: "phone",
        words: { label: "phone.label", send: "phone.send", change: "phone.change", testMode: "phone.testMode", failed: "phone.failed" },
        input: { type: "tel", inputMode: "tel", autoComplete: "tel", placeholder: "+1 201 555 0123" },
        clean: (value) => value.replace(/[\s().-]/g, ""),
        send: async (value) => {
          const sent = await client.sendPhoneCode(value);
          return { masked: sent.phone_number_masked, resend_available_at: sent.resend_available_at };
        },
        verify: (code) => client.verifyPhoneCode(code),
      }}
      outstanding={flow.code_sent_at && flow.resend_available_at && flow.phone_number_masked ? { masked: flow.phone_number_masked, resendAvailableAt: flow.resend_available_at } : null}
      failed={flow.error !== null}
      onUpdate={props.onUpdate}
      active={props.active}
      livemode={props.livemode}
    />
  );
}
