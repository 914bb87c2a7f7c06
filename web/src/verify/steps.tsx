import type { ReactNode } from "react";
import { flowParts } from "../flows/parts";
import type { FlowType, SdkFlow } from "../sdk/proofbase-verify";
import type { MessageKey } from "./i18n/i18n";
import type { FlowStep, StepProps } from "./step-kit";

export type { StepProps } from "./step-kit";

// Every registered flow's step (web/src/flows/<flow>/Step.tsx); a flow without one fails at load and in test/web-flow-isolation.test.ts.
const steps = flowParts(import.meta.glob<{ step: FlowStep }>("../flows/*/Step.tsx", { eager: true }), "Step.tsx", true);

/** Each flow's step on the hosted page, by the flow's type, with its title. */
export const STEPS = Object.fromEntries(
  [...steps].map(([type, { step }]) => {
    if (step.type !== type) throw new Error(`web/src/flows/${type}/Step.tsx defines the step of ${step.type}`);
    return [type, { title: `steps.${type}` as MessageKey, render: step.render }];
  }),
) as { [T in FlowType]: { title: MessageKey; render: FlowStep["render"] } };

export function renderStep(flow: SdkFlow, props: StepProps): ReactNode {
  return (STEPS[flow.type].render as (flow: SdkFlow, props: StepProps) => ReactNode)(flow, props);
}
