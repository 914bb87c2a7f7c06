import type { ReactNode } from "react";
import type { FlowType, SdkFlow, SdkSession, VerifyClient } from "../sdk/proofbase-verify";
import { CredentialStep } from "./CredentialStep";
import { EmailStep } from "./EmailStep";
import { PasskeyStep } from "./PasskeyStep";
import type { MessageKey } from "./i18n/i18n";
import { PhoneStep } from "./PhoneStep";
import { WalletStep } from "./WalletStep";

export interface StepProps {
  client: VerifyClient;
  onUpdate: (session: SdkSession) => void;
  active: boolean;
  livemode: boolean;
  /** This page's address with its token, for opening it in a wallet app or on a phone. */
  pageUrl: string;
}

type FlowOf<T extends FlowType> = Extract<SdkFlow, { type: T }>;

/** Each flow's step on the hosted page, by the flow's step id; a flow without one does not compile. */
export const STEPS: { [T in FlowType]: { title: MessageKey; render: (flow: FlowOf<T>, props: StepProps) => ReactNode } } = {
  wallet: { title: "steps.wallet", render: (flow, p) => <WalletStep flow={flow} client={p.client} onUpdate={p.onUpdate} active={p.active} pageUrl={p.pageUrl} /> },
  phone: { title: "steps.phone", render: (flow, p) => <PhoneStep flow={flow} {...p} /> },
  email: { title: "steps.email", render: (flow, p) => <EmailStep flow={flow} {...p} /> },
  credential: { title: "steps.credential", render: (flow, p) => <CredentialStep flow={flow} client={p.client} onUpdate={p.onUpdate} active={p.active} /> },
  passkey: { title: "steps.passkey", render: (flow, p) => <PasskeyStep flow={flow} client={p.client} onUpdate={p.onUpdate} active={p.active} /> },
};

export function renderStep(flow: SdkFlow, props: StepProps): ReactNode {
  return (STEPS[flow.type].render as (flow: SdkFlow, props: StepProps) => ReactNode)(flow, props);
}
