import type { Catalog } from '@/i18n/catalog';
import type { auth as english } from '../en/auth';

export const auth: Catalog<typeof english> = {
  login: {
    title: 'Se connecter',
    form: 'Se connecter',
    submit: 'Se connecter',
    enterName: 'Saisissez votre nom d’utilisateur ou votre e-mail.',
    enterPassword: 'Saisissez votre mot de passe.',
    failed: 'La connexion a échoué.',
    cookieNotKept:
      'Connecté, mais le navigateur n’a pas conservé le cookie de session. Si le serveur définit USE_HTTPS, ouvrez-le en https://.',
    passkeyFailed: 'La connexion par clé d’accès a échoué.',
    twoFactorOn: 'La double authentification est activée pour ce compte.',
    usePasskey: 'Utiliser une clé d’accès',
    withPasskey: 'Se connecter avec une clé d’accès',
    lostCode: 'Code perdu ?',
    noAccount: 'Pas encore de compte ? <anchor>Créer un compte</anchor>',
  },
  register: {
    title: 'Créer un compte',
    form: 'Inscription',
    confirmPassword: 'Confirmer le mot de passe',
    mismatch: 'Les mots de passe ne correspondent pas.',
    failed: 'L’inscription a échoué.',
    taken: {
      email: 'Cet e-mail est déjà utilisé.',
      username: 'Ce nom d’utilisateur est déjà utilisé.',
      password: 'Ce mot de passe est déjà utilisé.',
    },
    submit: 'Créer le compte',
    haveAccount: 'Vous avez déjà un compte ? <anchor>Se connecter</anchor>',
    closed:
      'Les inscriptions ne sont pas ouvertes sur cette instance. Demandez un compte à son propriétaire.',
    backToLogin: 'Retour à la connexion',
  },
  ssoCode: {
    form: 'Code de double authentification',
    explanation:
      'Connecté auprès de votre fournisseur d’identité. La double authentification est activée pour ce compte : saisissez le code de votre application d’authentification.',
    submit: 'Continuer',
    startAgain: 'Recommencer',
    rejected: 'Le code n’a pas été accepté.',
  },
  sso: {
    loginWith: 'Se connecter avec {{name}}',
    ownerLogin: 'Connexion du propriétaire',
    ownerPassword: 'Connexion du propriétaire par mot de passe',
    orPassword: 'ou avec votre mot de passe',
    errors: {
      off: 'L’authentification unique n’est pas configurée sur ce serveur.',
      busy: 'Trop de connexions sont en cours. Réessayez dans une minute.',
      state: 'Cette connexion est inconnue ou a déjà été utilisée. Recommencez.',
      browser: 'Cette connexion a été commencée dans un autre navigateur. Recommencez ici.',
      expired: 'La connexion a pris trop de temps. Recommencez.',
      refused: 'Le fournisseur d’identité a refusé la connexion.',
      disabled: 'Ce compte est désactivé, demandez à un administrateur de le réactiver.',
      code: 'Le fournisseur d’identité n’a pas accepté la connexion. Recommencez.',
      token: 'La réponse du fournisseur d’identité n’a pas pu être vérifiée. Recommencez.',
      provider: 'Le fournisseur d’identité est injoignable. Réessayez plus tard.',
      noAccount: 'Aucun compte n’est associé à cette identité. Demandez-en un à un administrateur.',
      noEmail:
        'Le fournisseur d’identité n’a fourni aucune adresse e-mail, or un nouveau compte en a besoin.',
      emailTaken:
        'Un compte utilise déjà cette adresse e-mail. Connectez-vous-y avec son mot de passe et associez l’authentification unique dans les paramètres.',
      identityTaken: 'Cette identité est déjà associée à un autre compte.',
      notLinked: 'Aucune identité d’authentification unique n’est associée à ce compte.',
      passwordOff:
        'La connexion par mot de passe est désactivée. Connectez-vous avec l’authentification unique.',
      unavailable: 'Le serveur n’a pas pu terminer la connexion. Réessayez.',
      failed: 'La connexion a échoué. Recommencez.',
    },
  },
};
