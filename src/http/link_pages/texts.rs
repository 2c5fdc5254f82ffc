//! The words of the link pages in each interface language
//! ([`Language::ALL`]): one [`PageTexts`] per language, every visible text
//! of every page. Plain text without `<`, `>` or `&`, so the pages insert
//! them as they are (a test checks).

use crate::domain::languages::Language;

/// A unit of the 429 page's wait, in the singular and the plural.
pub struct Unit {
    pub one: &'static str,
    pub many: &'static str,
}

/// Every visible text of the link pages in one language.
pub struct PageTexts {
    pub expired_title: &'static str,
    pub expired_text: &'static str,
    pub not_yet_valid_title: &'static str,
    pub not_yet_valid_text: &'static str,
    pub protected_title: &'static str,
    pub protected_text: &'static str,
    pub password_label: &'static str,
    pub continue_button: &'static str,
    pub wrong_password: &'static str,
    pub stale_form: &'static str,
    pub bad_form: &'static str,
    pub too_many_title: &'static str,
    /// The 429 page's sentence, before and after the wait ("15 minutes").
    pub too_many_text: (&'static str, &'static str),
    pub second: Unit,
    pub minute: Unit,
    pub unavailable_title: &'static str,
    pub unavailable_text: &'static str,
    pub cross_origin_title: &'static str,
    pub cross_origin_text: &'static str,
}

/// The texts of `language`.
pub fn texts(language: Language) -> &'static PageTexts {
    match language {
        Language::English => &ENGLISH,
        Language::German => &GERMAN,
        Language::French => &FRENCH,
        Language::Spanish => &SPANISH,
        Language::SimplifiedChinese => &SIMPLIFIED_CHINESE,
    }
}

static ENGLISH: PageTexts = PageTexts {
    expired_title: "This link has expired",
    expired_text: "The link you followed is no longer available.",
    not_yet_valid_title: "This link is not active yet",
    not_yet_valid_text: "The link you followed does not lead anywhere yet. Try again later.",
    protected_title: "This link is protected",
    protected_text: "Enter the password to continue.",
    password_label: "Password",
    continue_button: "Continue",
    wrong_password: "Wrong password, please try again.",
    stale_form: "The form has expired, please try again.",
    bad_form: "The form could not be read, please try again.",
    too_many_title: "Too many attempts",
    too_many_text: ("Too many wrong passwords for this link. Try again in ", "."),
    second: Unit {
        one: "second",
        many: "seconds",
    },
    minute: Unit {
        one: "minute",
        many: "minutes",
    },
    unavailable_title: "Please try again",
    unavailable_text: "The password could not be checked just now. Try again in a moment.",
    cross_origin_title: crate::http::messages::CROSS_ORIGIN,
    cross_origin_text: "This form can only be sent from this site.",
};

static GERMAN: PageTexts = PageTexts {
    expired_title: "Dieser Link ist abgelaufen",
    expired_text: "Der aufgerufene Link ist nicht mehr verfügbar.",
    not_yet_valid_title: "Dieser Link ist noch nicht aktiv",
    not_yet_valid_text:
        "Der aufgerufene Link führt noch nirgendwohin. Versuchen Sie es später noch einmal.",
    protected_title: "Dieser Link ist geschützt",
    protected_text: "Geben Sie das Passwort ein, um fortzufahren.",
    password_label: "Passwort",
    continue_button: "Weiter",
    wrong_password: "Falsches Passwort, bitte versuchen Sie es erneut.",
    stale_form: "Das Formular ist abgelaufen, bitte versuchen Sie es erneut.",
    bad_form: "Das Formular konnte nicht gelesen werden, bitte versuchen Sie es erneut.",
    too_many_title: "Zu viele Versuche",
    too_many_text: (
        "Zu viele falsche Passwörter für diesen Link. Versuchen Sie es in ",
        " erneut.",
    ),
    second: Unit {
        one: "Sekunde",
        many: "Sekunden",
    },
    minute: Unit {
        one: "Minute",
        many: "Minuten",
    },
    unavailable_title: "Bitte versuchen Sie es erneut",
    unavailable_text:
        "Das Passwort konnte gerade nicht geprüft werden. Versuchen Sie es gleich noch einmal.",
    cross_origin_title: "Anfrage von einer anderen Website abgelehnt",
    cross_origin_text: "Dieses Formular kann nur von dieser Website aus gesendet werden.",
};

static FRENCH: PageTexts = PageTexts {
    expired_title: "Ce lien a expiré",
    expired_text: "Le lien que vous avez suivi n’est plus disponible.",
    not_yet_valid_title: "Ce lien n’est pas encore actif",
    not_yet_valid_text:
        "Le lien que vous avez suivi ne mène encore nulle part. Réessayez plus tard.",
    protected_title: "Ce lien est protégé",
    protected_text: "Saisissez le mot de passe pour continuer.",
    password_label: "Mot de passe",
    continue_button: "Continuer",
    wrong_password: "Mot de passe incorrect, veuillez réessayer.",
    stale_form: "Le formulaire a expiré, veuillez réessayer.",
    bad_form: "Le formulaire n’a pas pu être lu, veuillez réessayer.",
    too_many_title: "Trop de tentatives",
    too_many_text: (
        "Trop de mots de passe incorrects pour ce lien. Réessayez dans ",
        ".",
    ),
    second: Unit {
        one: "seconde",
        many: "secondes",
    },
    minute: Unit {
        one: "minute",
        many: "minutes",
    },
    unavailable_title: "Veuillez réessayer",
    unavailable_text:
        "Le mot de passe n’a pas pu être vérifié pour le moment. Réessayez dans un instant.",
    cross_origin_title: "Requête provenant d’un autre site refusée",
    cross_origin_text: "Ce formulaire ne peut être envoyé que depuis ce site.",
};

static SPANISH: PageTexts = PageTexts {
    expired_title: "Este enlace ha caducado",
    expired_text: "El enlace que has seguido ya no está disponible.",
    not_yet_valid_title: "Este enlace aún no está activo",
    not_yet_valid_text:
        "El enlace que has seguido todavía no lleva a ninguna parte. Vuelve a intentarlo más tarde.",
    protected_title: "Este enlace está protegido",
    protected_text: "Introduce la contraseña para continuar.",
    password_label: "Contraseña",
    continue_button: "Continuar",
    wrong_password: "Contraseña incorrecta, inténtalo de nuevo.",
    stale_form: "El formulario ha caducado, inténtalo de nuevo.",
    bad_form: "No se ha podido leer el formulario, inténtalo de nuevo.",
    too_many_title: "Demasiados intentos",
    too_many_text: (
        "Demasiadas contraseñas incorrectas para este enlace. Vuelve a intentarlo dentro de ",
        ".",
    ),
    second: Unit {
        one: "segundo",
        many: "segundos",
    },
    minute: Unit {
        one: "minuto",
        many: "minutos",
    },
    unavailable_title: "Vuelve a intentarlo",
    unavailable_text:
        "No se ha podido comprobar la contraseña ahora mismo. Vuelve a intentarlo en unos instantes.",
    cross_origin_title: "Solicitud de otro sitio rechazada",
    cross_origin_text: "Este formulario solo se puede enviar desde este sitio.",
};

static SIMPLIFIED_CHINESE: PageTexts = PageTexts {
    expired_title: "此链接已过期",
    expired_text: "您访问的链接已不再可用。",
    not_yet_valid_title: "此链接尚未生效",
    not_yet_valid_text: "您访问的链接目前还不能使用，请稍后再试。",
    protected_title: "此链接受密码保护",
    protected_text: "请输入密码以继续。",
    password_label: "密码",
    continue_button: "继续",
    wrong_password: "密码错误，请重试。",
    stale_form: "表单已过期，请重试。",
    bad_form: "无法读取表单，请重试。",
    too_many_title: "尝试次数过多",
    too_many_text: ("此链接的密码错误次数过多。请在 ", " 后重试。"),
    second: Unit {
        one: "秒",
        many: "秒",
    },
    minute: Unit {
        one: "分钟",
        many: "分钟",
    },
    unavailable_title: "请重试",
    unavailable_text: "暂时无法验证密码，请稍后再试。",
    cross_origin_title: "已拒绝来自其他网站的请求",
    cross_origin_text: "此表单只能从本网站提交。",
};

#[cfg(test)]
mod tests {
    use super::*;

    fn all(t: &PageTexts) -> Vec<&'static str> {
        vec![
            t.expired_title,
            t.expired_text,
            t.not_yet_valid_title,
            t.not_yet_valid_text,
            t.protected_title,
            t.protected_text,
            t.password_label,
            t.continue_button,
            t.wrong_password,
            t.stale_form,
            t.bad_form,
            t.too_many_title,
            t.too_many_text.0,
            t.too_many_text.1,
            t.second.one,
            t.second.many,
            t.minute.one,
            t.minute.many,
            t.unavailable_title,
            t.unavailable_text,
            t.cross_origin_title,
            t.cross_origin_text,
        ]
    }

    #[test]
    fn every_language_has_every_text_safe_for_html() {
        for language in Language::ALL {
            for text in all(texts(language)) {
                assert!(!text.trim().is_empty(), "{language:?}");
                assert!(!text.contains(['<', '>', '&', '"']), "{language:?}: {text}");
            }
        }
    }

    #[test]
    fn each_translation_differs_from_english() {
        let english = all(texts(Language::English));
        for language in &Language::ALL[1..] {
            let translated = all(texts(*language));
            for (index, (english, translated)) in english.iter().zip(&translated).enumerate() {
                // Punctuation and words such as French "minute(s)" may read the same.
                assert!(
                    english != translated || english.len() < 9,
                    "{language:?} text {index} is English: {translated}"
                );
            }
        }
    }
}
