import { useState, type FormEvent } from "react";
import { api, ApiError } from "../api";
import { useAuth } from "../auth";
import { lastMode } from "../mode";
import { Link, navigate, useLocation } from "../router";
import { ActionError, Button, TextField } from "../ui";
import { useAction } from "../use-action";
import { useTitle } from "../use-title";

/** Where to go after signing in: `?next=` when it is a dashboard path, else the verifications. */
function nextPath(search: URLSearchParams): string {
  const next = search.get("next");
  return next && next.startsWith("/") && !next.startsWith("//") ? next : `/${lastMode()}/verifications`;
}

export function SignIn() {
  useTitle("Sign in");
  const { signedIn } = useAuth();
  const { search } = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  // Asked for once the server says this account uses two-factor authentication.
  const [otp, setOtp] = useState<string | null>(null);
  const action = useAction(api.signIn);
  const needsCode = action.error instanceof ApiError && action.error.code === "two_factor_required";
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const account = await action.run({ email, password, ...(otp === null ? {} : { otp: otp.trim() }) });
    if (account) {
      signedIn(account);
      navigate(nextPath(search), { replace: true });
    }
  };
  const askingForCode = otp !== null || needsCode;
  return (
    <main className="auth" id="main">
      <form className="panel" onSubmit={submit} noValidate={false}>
        <h1>Sign in to Proofbase</h1>
        <p className="muted">Manage verifications, customers, webhooks and API keys.</p>
        {needsCode && otp === null ? (
          <div className="notice info" role="status">
            <p>Your account uses two-factor authentication. Enter the 6-digit code from your authenticator app.</p>
          </div>
        ) : (
          <ActionError error={action.error} />
        )}
        <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="Password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        {askingForCode && (
          <TextField
            label="Authentication code"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            required
            maxLength={64}
            value={otp ?? ""}
            onChange={(e) => setOtp(e.target.value)}
            hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          />
        )}
        <Button type="submit" variant="primary" disabled={action.busy}>
          {action.busy ? "Signing in…" : askingForCode ? "Verify and sign in" : "Sign in"}
        </Button>
        <p className="muted auth-foot">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <p className="muted auth-foot">
          New to Proofbase? <Link to="/signup">Create an account</Link>
        </p>
      </form>
    </main>
  );
}

export function SignUp() {
  useTitle("Create your account");
  const { signedIn } = useAuth();
  const [form, setForm] = useState({ email: "", password: "", business_name: "" });
  const action = useAction(api.signUp);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const account = await action.run(form);
    if (account) {
      signedIn(account);
      navigate("/test/get-started", { replace: true });
    }
  };
  return (
    <main className="auth" id="main">
      <form className="panel" onSubmit={submit}>
        <h1>Create your Proofbase account</h1>
        <p className="muted">You start in test mode: nothing is billed until you use live keys.</p>
        <ActionError error={action.error} />
        <TextField label="Business name" autoComplete="organization" required maxLength={200} value={form.business_name} onChange={set("business_name")} />
        <TextField label="Email" type="email" autoComplete="email" required value={form.email} onChange={set("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          hint="At least 10 characters."
          value={form.password}
          onChange={set("password")}
        />
        <Button type="submit" variant="primary" disabled={action.busy}>
          {action.busy ? "Creating account…" : "Create account"}
        </Button>
        <p className="muted auth-foot">
          Already have an account? <Link to="/signin">Sign in</Link>
        </p>
      </form>
    </main>
  );
}
