import type { ReactNode } from "react";
import type { CustomerDetail, Mode } from "./api";

/** What the customer page gives a flow's section of it (web/src/flows/<flow>/CustomerPanel.tsx exports it as `customerPanel`). */
export interface CustomerPanelProps {
  mode: Mode;
  customer: CustomerDetail;
  /** Reloads the customer after a change. */
  onChange: () => void;
}

export type CustomerPanel = (props: CustomerPanelProps) => ReactNode;

export const defineCustomerPanel = (panel: CustomerPanel): CustomerPanel => panel;
