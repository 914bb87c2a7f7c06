import { useState } from "react";
import type { SdkSession, VerifyClient } from "../../sdk/proofbase-verify";
import type { PhoneFlow } from "./flow";
import { CodeStep } from "../../verify/CodeStep";
import { useI18n } from "../../verify/i18n/i18n";
import { PhoneNumberField, type PhoneInput } from "./PhoneNumberField";
import { defineStep } from "../../verify/step-kit";

export function PhoneStep(props: { flow: PhoneFlow; client: VerifyClient; onUpdate: (session: SdkSession) => void; active: boolean; livemode: boolean }) {
  const { flow, client } = props;
  const { t } = useI18n();
  const [number, setNumber] = useState<PhoneInput>({ typed: "", toSend: "" });
  if (flow.status === "verified") return <p className="done-line">{t("phone.confirmed", { masked: flow.phone_number_masked ?? "" })}</p>;
  return (
    <CodeStep
      channel={{
        id: "phone",
        words: { send: "phone.send", change: "phone.change", testMode: "phone.testMode", failed: "phone.failed" },
        send: async (value, language) => {
          const sent = await client.sendPhoneCode(value, language);
          return { masked: sent.phone_number_masked, resend_available_at: sent.resend_available_at };
        },
        verify: (code) => client.verifyPhoneCode(code),
        reread: async () => {
          const session = await client.getSession();
          return { session, entry: session.flows.find((f): f is PhoneFlow => f.type === "phone") ?? null };
        },
      }}
      destination={{ field: <PhoneNumberField id="phone" allowed={flow.allowed_countries} value={number} onChange={setNumber} disabled={!props.active} />, value: number.typed.trim() === "" ? "" : number.toSend }}
      outstanding={flow.code_sent_at && flow.resend_available_at && flow.phone_number_masked ? { masked: flow.phone_number_masked, resendAvailableAt: flow.resend_available_at } : null}
      failed={flow.error !== null}
      facts={{ allowedCountries: flow.allowed_countries }}
      onUpdate={props.onUpdate}
      active={props.active}
      livemode={props.livemode}
    />
  );
}

/** The phone flow's step on the hosted page (web/src/verify/steps.tsx). */
export const step = defineStep("phone", (flow, p) => <PhoneStep flow={flow} {...p} />);
