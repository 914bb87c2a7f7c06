import { flowParts } from "../../flows/parts";
import type { CustomerPanel, CustomerPanelProps } from "../customer-panel";

// The sections flows add to the customer page (web/src/flows/<flow>/CustomerPanel.tsx, optional), in the registry's order.
const panels = [...flowParts(import.meta.glob<{ customerPanel: CustomerPanel }>("../../flows/*/CustomerPanel.tsx", { eager: true }), "CustomerPanel.tsx", false)];

/** Every flow's section of the customer page. */
export function CustomerPanels(props: CustomerPanelProps) {
  return (
    <>
      {panels.map(([type, { customerPanel: Panel }]) => (
        <Panel key={type} {...props} />
      ))}
    </>
  );
}
