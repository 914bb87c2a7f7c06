import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { VerifyPage } from "./VerifyPage";
import "./verify.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <VerifyPage />
  </StrictMode>,
);
