import type { FlowMessages } from "../define.js";

/** The wallet flow's words in English: its step's title (`steps.wallet`), `wallet.*`, and its errors (web/src/verify/i18n merges them). */
export const messages = {
  title: "Confirm your wallet",
  words: {
    intro: "Connect your wallet and sign a short message to prove it is yours. Signing is free and sends no transaction.",
    useWallet: "Use the wallet {{address}}.",
    looking: "Looking for wallets in this browser…",
    connect: "Connect {{name}}",
    checkWallet: "Check your wallet…",
    confirmed: "Wallet {{address}} confirmed.",
    confirmedNoAddress: "Wallet confirmed.",
    browserWallet: "Browser wallet",
    noneMobile: "No wallet was found in this browser.",
    whatIsWallet:
      "A wallet is an app that holds your crypto accounts, such as MetaMask or Coinbase Wallet. This step proves an account is yours by signing a short message: it is free, and nothing is paid or sent.",
    openInApp: "If a wallet app is on this phone, open this page in it:",
    otherDeviceTitle: "No wallet on this phone?",
    otherDevice:
      "Continue on a device that has your wallet (a computer with a wallet extension, or another phone): scan this code with it, or send it this link. This page then picks up where the other device left off.",
    copyLink: "Copy link",
    shareLink: "Send link…",
    linkCopied: "Link copied. Open it on your other device; keep it to yourself, as it opens your verification.",
    copyFailed: "The link could not be copied here. Scan the code instead.",
    qrLabelOtherDevice: "QR code of this page, to open it on another device",
    openIn: "Open in {{wallet}}",
    noneDesktop: "No wallet was found in this browser. Install a wallet extension and reload, or scan this code with your phone to continue in your wallet app.",
    qrLabel: "QR code of this page, to open it on your phone",
    qrLoading: "Preparing the QR code…",
  },
  errors: {
    wallet_refused: "You declined the request in your wallet. Nothing was signed; you can try again.",
    wallet_error: "Your wallet could not complete the request. Please try again.",
    challenge_expired: "The sign-in request expired before it was signed. Please try again.",
    challenge_not_found: "The sign-in request expired before it was signed. Please try again.",
    invalid_signature: "The signature did not come from this wallet. Please try again with the same wallet.",
    address_mismatch: "This verification is for a different wallet. Switch to that wallet in your wallet app and try again.",
  },
} satisfies FlowMessages;
