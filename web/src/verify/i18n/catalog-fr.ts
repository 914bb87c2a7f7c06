/// <reference types="vite/client" />
import type { FlowMessages } from "../../flows/define.js";
import type { BaseCatalog, Catalog } from "./catalog-en.js";
import { withFlowMessages } from "./flow-messages.js";

/** Les mots de la page en français (chargés seulement quand on les choisit). */
const base: BaseCatalog = {
  language: { label: "Langue" },
  page: {
    documentTitle: "Vérifiez votre identité",
    verification: "Vérification",
    verifyFor: "Vérification pour {{merchant}}",
    logoAlt: "Logo de {{merchant}}",
    loading: "Chargement…",
    testBanner: "Mode test : rien ici n'est réel.",
    footer: "Sécurisé par Proofbase.",
    footerWallet: "Votre portefeuille ne partage jamais ses clés ; nous ne les voyons jamais.",
    lead: (p) => (p.count === 1 ? "On vous demande de confirmer une chose. Cela prend environ une minute." : `On vous demande de confirmer ${p.count} choses. Cela prend environ une minute.`),
    stepDone: "(fait)",
    locked: "Verrouillé : terminez d'abord l'étape {{number}}, « {{step}} », pour déverrouiller cette étape.",
    incomplete: "Ce lien de vérification est incomplet. Ouvrez le lien entier que le marchand vous a donné.",
    unknownTitle: "Ce lien ne fonctionne pas",
    unknownText: "Nous ne connaissons pas ce lien de vérification. Vérifiez que vous avez ouvert le lien entier, ou demandez-en un nouveau au marchand qui l'a envoyé.",
    returning: "Nous vous ramenons chez le marchand dans un instant.",
    continueNow: "Continuer maintenant",
    goBack: "Retour au site du marchand",
  },
  outcomes: {
    completed: { title: "Vous êtes vérifié", text: "Merci. Votre vérification est terminée." },
    submitted: { title: "Merci", text: "Vos informations ont été confirmées." },
    requires_review: {
      title: "Merci, nous regardons de plus près",
      text: (p: { days?: number }) =>
        `Une personne examinera votre vérification${p.days ? `, en général sous ${p.days} ${p.days === 1 ? "jour ouvré" : "jours ouvrés"}` : ""}. Vous n'avez rien d'autre à faire : le marchand vous informera du résultat.`,
    },
    processing: { title: "Vérification en cours…", text: "Cela ne prend qu'un instant." },
    failed: {
      title: "Nous n'avons pas pu vous vérifier",
      text: "Cette vérification n'a pas pu aboutir avec les informations données. Pour votre sécurité, nous ne pouvons pas dire quel contrôle n'a pas été satisfait. Si vous pensez qu'il s'agit d'une erreur, contactez le marchand : il peut vous demander de vous vérifier à nouveau.",
    },
    expired: { title: "Ce lien a expiré", text: "Les liens de vérification ne fonctionnent qu'un temps. Demandez un nouveau lien au marchand." },
    canceled: { title: "Cette vérification a été annulée", text: "Le marchand l'a annulée. Demandez-lui un nouveau lien de vérification si vous en avez encore besoin." },
    unknown: { title: "Cette vérification ne peut pas continuer", text: "Demandez un nouveau lien de vérification au marchand." },
  },
  steps: { credential: "Utiliser une attestation enregistrée" },
  code: {
    sending: "Envoi…",
    checking: "Vérification…",
    enterCode: "Saisissez le code à 6 chiffres envoyé à {{destination}}",
    confirm: "Valider le code",
    resendIn: "Nouveau code possible dans {{seconds}} s",
    resend: "Envoyer un nouveau code",
    locked: (p) => (p.seconds ? `Ce code ne peut plus être utilisé. Vous pourrez envoyer un nouveau code dans ${p.seconds} s.` : "Ce code ne peut plus être utilisé. Envoyez un nouveau code pour continuer."),
  },
  credential: {
    intro: "Utilisez l'attestation enregistrée sur cet appareil lors d'une vérification précédente. Seuls le niveau de votre vérification et les contrôles réussis sont partagés, pas l'adresse de votre portefeuille.",
    use: "Utiliser mon attestation",
    none: "Aucune attestation enregistrée sur cet appareil. Enregistrez-en une après une vérification pour l'utiliser ici.",
    confirmed: "Attestation enregistrée acceptée.",
    saveTitle: "Enregistrer votre attestation",
    saveText: "Gardez cette vérification sur cet appareil (et dans un fichier) pour la réutiliser ailleurs sans refaire de vérification.",
    save: "Enregistrer sur cet appareil",
    saved: "Enregistrée sur cet appareil.",
    download: "Télécharger le fichier de l'attestation",
  },
  errors: {
    credential_rejected: "Cette attestation ne peut pas être utilisée (elle a peut-être été révoquée ou a expiré). Terminez plutôt les autres étapes.",
    credential_limit_reached: "L'attestation de cette vérification est déjà enregistrée sur 5 appareils.",
    network_error: "Impossible de joindre le service de vérification. Vérifiez votre connexion et réessayez.",
    http_error: "Une erreur s'est produite. Veuillez réessayer.",
    incorrect_code: (p) =>
      p.left === undefined ? "Ce code n'est pas le bon. Envoyez un nouveau code." : `Ce code n'est pas le bon. ${p.left === 1 ? "Il reste 1 essai" : `Il reste ${p.left} essais`}.`,
    code_expired: "Ce code a expiré ou ne peut plus servir. Envoyez un nouveau code.",
    rate_limited: (p) => (p.seconds ? `Veuillez patienter ${p.seconds} secondes avant de réessayer.` : "Trop de tentatives. Veuillez réessayer plus tard."),
    invalid_state: "Cette vérification ne peut plus être modifiée. Rechargez la page pour voir où elle en est.",
    invalid_client_token: "Ce lien de vérification n'est pas valide ou a expiré. Demandez un nouveau lien au marchand.",
    missing_client_token: "Ce lien de vérification est incomplet. Ouvrez le lien entier que le marchand vous a donné.",
    live_mode_not_enabled: "Cette vérification n'est pas encore disponible. Contactez le marchand.",
    invalid_request: "Quelque chose n'allait pas dans la demande. Vérifiez ce que vous avez saisi et réessayez.",
    invalid_json: "Une erreur s'est produite. Rechargez la page et réessayez.",
    payload_too_large: "Ce que vous avez saisi est trop long.",
    unsupported_media_type: "Une erreur s'est produite. Rechargez la page et réessayez.",
    service_unavailable: "Le service de vérification est occupé. Réessayez dans une minute.",
    internal_error: "Une erreur s'est produite de notre côté. Veuillez réessayer.",
  },
};

/** With every flow's words (web/src/flows/<flow>/messages-fr.ts). */
export const fr: Catalog = withFlowMessages(base, import.meta.glob<{ messages: FlowMessages }>("../../flows/*/messages-fr.ts", { eager: true }));
