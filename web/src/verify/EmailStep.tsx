import type { EmailFlow, SdkSession, VerifyClient } from "../sdk/proofbase-verify";
import { CodeStep } from "./CodeStep";

export function EmailStep(props: { flow: EmailFlow; client: VerifyClient; onUpdate: (session: SdkSession) => void; active: boolean; livemode: boolean }) {
  const { flow, client } = props;
  if (flow.status === "verified") return <p className="done-line">Email address {flow.email_masked} confirmed.</p>;
  return (
    <CodeStep
      channel={{
        id: "email",
        label: "Your email address",
        input: { type: "email", inputMode: "email", autoComplete: "email", placeholder: "jane@example.com" },
        sendLabel: "Email me a code",
        changeLabel: "Change address",
        testModeNote: "Test mode: no email is sent; the code is 000000.",
        failedNote: "We could not email this address. Check it and send a new code.",
        clean: (value) => value.trim(),
        send: async (value) => {
          const sent = await client.sendEmailCode(value);
          return { masked: sent.email_masked, resend_available_at: sent.resend_available_at };
        },
        verify: (code) => client.verifyEmailCode(code),
      }}
      failed={flow.error !== null}
      onUpdate={props.onUpdate}
      active={props.active}
      livemode={props.livemode}
    />
  );
}
