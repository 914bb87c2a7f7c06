import type { ReactNode } from "react";
import type { FlowType, SdkFlow, SdkSession, VerifyClient } from "../sdk/proofbase-verify";

/** What the page gives a flow's step. */
export interface StepProps {
  client: VerifyClient;
  onUpdate: (session: SdkSession) => void;
  active: boolean;
  livemode: boolean;
  /** This page's address with its token, for opening it in a wallet app or on a phone. */
  pageUrl: string;
}

export type FlowOf<T extends FlowType> = Extract<SdkFlow, { type: T }>;

/** A flow's step on the hosted page (web/src/flows/<flow>/Step.tsx exports it as `step`); its title is the catalog's `steps.<flow>`. */
export interface FlowStep<T extends FlowType = FlowType> {
  type: T;
  render: (flow: FlowOf<T>, props: StepProps) => ReactNode;
}

export const defineStep = <T extends FlowType>(type: T, render: (flow: FlowOf<T>, props: StepProps) => ReactNode): FlowStep<T> => ({ type, render });
