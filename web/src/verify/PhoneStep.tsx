import type { PhoneFlow, SdkSession, VerifyClient } from "../sdk/proofbase-verify";
import { CodeStep } from "./CodeStep";

export function PhoneStep(props: { flow: PhoneFlow; client: VerifyClient; onUpdate: (session: SdkSession) => void; active: boolean; livemode: boolean }) {
  const { flow, client } = props;
  if (flow.status === "verified") return <p className="done-line">Phone number {flow.phone_number_masked} confirmed.</p>;
  return (
    <CodeStep
      channel={{
        id: "phone",
        label: "Your mobile number, with country code",
        input: { type: "tel", inputMode: "tel", autoComplete: "tel", placeholder: "+1 201 555 0123" },
        sendLabel: "Text me a code",
        changeLabel: "Change number",
        testModeNote: "Test mode: no text message is sent; the code is 000000.",
        failedNote: "We could not text this number. Check it and send a new code.",
        clean: (value) => value.replace(/[\s().-]/g, ""),
        send: async (value) => {
          const sent = await client.sendPhoneCode(value);
          return { masked: sent.phone_number_masked, resend_available_at: sent.resend_available_at };
        },
        verify: (code) => client.verifyPhoneCode(code),
      }}
      failed={flow.error !== null}
      onUpdate={props.onUpdate}
      active={props.active}
      livemode={props.livemode}
    />
  );
}
