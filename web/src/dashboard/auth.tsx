import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { api, onSessionLost, rememberCsrfToken, type Account } from "./api";

interface Auth {
  /** undefined while the first /me is in flight; null when signed out. */
  account: Account | null | undefined;
  signedIn: (account: Account) => void;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  const signedIn = useCallback((a: Account) => {
    rememberCsrfToken(a.csrf_token);
    setAccount(a);
  }, []);
  useEffect(() => {
    onSessionLost(() => {
      rememberCsrfToken(null);
      setAccount(null);
    });
    // Not signed in (401) or unreachable: the sign-in page says the rest.
    api.me().then(signedIn, () => setAccount(null));
  }, [signedIn]);
  const signOut = useCallback(async () => {
    try {
      await api.signOut();
    } finally {
      rememberCsrfToken(null);
      setAccount(null);
    }
  }, []);
  return <AuthContext.Provider value={{ account, signedIn, signOut }}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth outside AuthProvider");
  return auth;
}
