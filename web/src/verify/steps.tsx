import type { ReactNode } from "react";
import type { FlowType, SdkFlow, SdkSession, VerifyClient } from "../sdk/proofbase-verify";
import { EmailStep } from "./EmailStep";
import { PhoneStep } from "./PhoneStep";
import { WalletStep } from "./WalletStep";

export interface StepProps {
  client: VerifyClient;
  onUpdate: (session: SdkSession) => void;
  active: boolean;
  livemode: boolean;
}

type FlowOf<T extends FlowType> = Extract<SdkFlow, { type: T }>;

/** Each flow's step on the hosted page, by the flow's step id; a flow without one does not compile. */
export const STEPS: { [T in FlowType]: { title: string; render: (flow: FlowOf<T>, props: StepProps) => ReactNode } } = {
  wallet: { title: "Confirm your wallet", render: (flow, p) => <WalletStep flow={flow} client={p.client} onUpdate={p.onUpdate} active={p.active} /> },
  phone: { title: "Confirm your phone number", render: (flow, p) => <PhoneStep flow={flow} {...p} /> },
  email: { title: "Confirm your email address", render: (flow, p) => <EmailStep flow={flow} {...p} /> },
};

export function renderStep(flow: SdkFlow, props: StepProps): ReactNode {
  return (STEPS[flow.type].render as (flow: SdkFlow, props: StepProps) => ReactNode)(flow, props);
}
