import type { ButtonHTMLAttributes } from "react";
import { Link } from "../router";

type Variant = "default" | "primary" | "danger" | "danger-solid";

const classes = (variant: Variant, small?: boolean) =>
  ["btn", variant === "danger-solid" ? "danger solid" : variant === "default" ? "" : variant, small ? "small" : ""].filter(Boolean).join(" ");

export function Button({
  variant = "default",
  small,
  type = "button",
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; small?: boolean }) {
  return <button type={type} className={[classes(variant, small), className].filter(Boolean).join(" ")} {...rest} />;
}

export function ButtonLink({ to, variant = "default", small, children }: { to: string; variant?: Variant; small?: boolean; children: React.ReactNode }) {
  return (
    <Link to={to} className={classes(variant, small)}>
      {children}
    </Link>
  );
}
