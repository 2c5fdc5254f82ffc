//! The interface languages (docs/accounts.md#interface-language): the ones
//! the dashboard and the link pages are written in, an account's choice
//! among them by its tag, and the pick from a browser's `Accept-Language`
//! header (RFC 9110 weights, RFC 4647 language ranges), read without
//! allocating.

/// A language the interface is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    /// The default, when neither the account nor the browser names another.
    #[default]
    English,
    German,
    French,
    Spanish,
    /// Simplified Chinese (`zh-CN`).
    SimplifiedChinese,
}

impl Language {
    /// Every supported language, in the order the API lists them.
    pub const ALL: [Self; 5] = [
        Self::English,
        Self::German,
        Self::French,
        Self::Spanish,
        Self::SimplifiedChinese,
    ];

    /// The language's tag, as the API takes and answers it and as `<html
    /// lang>` says it.
    pub const fn tag(self) -> &'static str {
        match self {
            Self::English => "en",
            Self::German => "de",
            Self::French => "fr",
            Self::Spanish => "es",
            Self::SimplifiedChinese => "zh-CN",
        }
    }

    /// The language whose tag is exactly `tag` (case included).
    pub fn parse(tag: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|language| language.tag() == tag)
    }

    /// The language a language range asks for, ignoring case: its primary
    /// subtag decides (`de-DE`, `de-CH` → German; `es-419` → Spanish), and
    /// Chinese is the simplified script unless the range names the
    /// traditional one (`zh-Hant`, or `zh-TW`, `zh-HK`, `zh-MO` without
    /// `Hans`), which no language here is. `None` for `*` and for any
    /// other language.
    fn of_range(range: &str) -> Option<Self> {
        let mut subtags = range.split('-');
        let primary = subtags.next().unwrap_or("");
        let found = [
            ("en", Self::English),
            ("de", Self::German),
            ("fr", Self::French),
            ("es", Self::Spanish),
            ("zh", Self::SimplifiedChinese),
        ]
        .into_iter()
        .find(|(tag, _)| primary.eq_ignore_ascii_case(tag))
        .map(|(_, language)| language)?;
        if found != Self::SimplifiedChinese {
            return Some(found);
        }
        let is = |subtag: &str, name: &str| subtag.eq_ignore_ascii_case(name);
        let (mut simplified, mut traditional) = (false, false);
        for subtag in subtags {
            simplified |= is(subtag, "hans");
            traditional |= ["hant", "tw", "hk", "mo"].iter().any(|t| is(subtag, t));
        }
        (simplified || !traditional).then_some(found)
    }
}

/// Entries of an `Accept-Language` header read at most: a browser sends a
/// handful, and a longer header costs no more than this.
const MAX_RANGES: usize = 32;

/// The language `Accept-Language` prefers among [`Language::ALL`]: the
/// supported language of the highest weight, the earliest on a tie. A
/// weight of 0 refuses its range; `*`, no header, no supported language
/// and a header that cannot be read give English. An entry that is not a
/// language range or whose weight is malformed is skipped, never an error.
/// `values` are the header's values in order (a request may repeat it).
pub fn preferred_language<'a>(values: impl IntoIterator<Item = &'a str>) -> Language {
    let mut best: Option<(u16, Language)> = None;
    let entries = values.into_iter().flat_map(|value| value.split(','));
    for entry in entries.take(MAX_RANGES) {
        let Some((range, weight)) = read_entry(entry) else {
            continue;
        };
        if weight == 0 || best.is_some_and(|(top, _)| weight <= top) {
            continue;
        }
        let language = if range == "*" {
            Some(Language::English)
        } else {
            Language::of_range(range)
        };
        if let Some(language) = language {
            best = Some((weight, language));
        }
    }
    best.map_or(Language::English, |(_, language)| language)
}

/// One entry, `range` or `range;q=0.8` (other parameters ignored): the
/// range and its weight in thousandths (1000 without `q`), or `None` when
/// either is malformed.
fn read_entry(entry: &str) -> Option<(&str, u16)> {
    let mut parts = entry.split(';');
    let range = parts.next().unwrap_or("").trim();
    if !is_language_range(range) {
        return None;
    }
    let mut weight = 1000;
    for parameter in parts {
        let (name, value) = parameter.split_once('=')?;
        if name.trim().eq_ignore_ascii_case("q") {
            weight = read_weight(value.trim())?;
        }
    }
    Some((range, weight))
}

/// RFC 4647: `*`, or 1–8 letters followed by `-` and 1–8 letters or digits,
/// any number of times.
fn is_language_range(range: &str) -> bool {
    if range == "*" {
        return true;
    }
    let mut subtags = range.split('-');
    let primary = subtags.next().unwrap_or("");
    let fits = |subtag: &str, allowed: fn(&u8) -> bool| {
        (1..=8).contains(&subtag.len()) && subtag.as_bytes().iter().all(allowed)
    };
    fits(primary, u8::is_ascii_alphabetic) && subtags.all(|s| fits(s, u8::is_ascii_alphanumeric))
}

/// RFC 9110's qvalue, `0` to `1` with at most three decimals, in
/// thousandths.
fn read_weight(value: &str) -> Option<u16> {
    let (whole, decimals) = value.split_once('.').unwrap_or((value, ""));
    if decimals.len() > 3 || !decimals.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let fraction = decimals
        .bytes()
        .zip([100, 10, 1])
        .map(|(digit, scale)| u16::from(digit - b'0') * scale)
        .sum::<u16>();
    match whole {
        "0" => Some(fraction),
        "1" if fraction == 0 => Some(1000),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Language::*;

    fn pick(header: &str) -> Language {
        preferred_language([header])
    }

    #[test]
    fn tags_are_exact_and_listed_once() {
        let tags: Vec<&str> = Language::ALL.iter().map(|l| l.tag()).collect();
        assert_eq!(tags, ["en", "de", "fr", "es", "zh-CN"]);
        for language in Language::ALL {
            assert_eq!(Language::parse(language.tag()), Some(language));
        }
        for other in [
            "", "EN", "De", "zh", "zh-cn", "zh-Hans", "en-GB", "it", " de", "de ",
        ] {
            assert_eq!(Language::parse(other), None, "{other:?}");
        }
        assert_eq!(Language::default(), English);
    }

    #[test]
    fn the_highest_weight_wins_and_the_first_on_a_tie() {
        assert_eq!(pick("de"), German);
        assert_eq!(pick("fr-CA,fr;q=0.9"), French);
        assert_eq!(pick("en;q=0.5, es;q=0.8, de;q=0.7"), Spanish);
        assert_eq!(pick("fr;q=0.5, de;q=0.5"), French);
        assert_eq!(pick("de;q=0.5, fr"), French);
        assert_eq!(pick("de;q=0.001, it"), German);
        assert_eq!(pick("ja, ko;q=0.9, es;q=0.1"), Spanish);
        assert_eq!(
            pick("it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7,de;q=0.6"),
            English
        );
        assert_eq!(pick("DE-at"), German);
        assert_eq!(pick("es-419"), Spanish);
        assert_eq!(pick("de ; q = 0.9 , fr;q=0.8"), German);
        assert_eq!(pick("fr;level=1;q=0.4, de;q=0.3"), French);
        assert_eq!(
            preferred_language(["ja", "de;q=0.2, fr;q=0.3"]),
            French,
            "repeated headers are one list"
        );
    }

    #[test]
    fn chinese_ranges_mean_simplified_unless_they_name_traditional() {
        for range in [
            "zh",
            "zh-CN",
            "zh-cn",
            "zh-Hans",
            "zh-Hans-CN",
            "zh-SG",
            "ZH",
            "zh-Hans-HK",
        ] {
            assert_eq!(pick(range), SimplifiedChinese, "{range}");
        }
        for range in ["zh-TW", "zh-Hant", "zh-HK", "zh-Hant-TW", "zh-mo"] {
            assert_eq!(pick(range), English, "{range}");
        }
        assert_eq!(pick("zh-TW,zh;q=0.9,en;q=0.8"), SimplifiedChinese);
        assert_eq!(pick("zh-TW,en;q=0.8"), English);
    }

    #[test]
    fn weight_zero_refuses_its_range() {
        assert_eq!(pick("de;q=0"), English);
        assert_eq!(pick("de;q=0.000, fr;q=0.1"), French);
        assert_eq!(pick("fr;q=0, *;q=0.5"), English);
        assert_eq!(pick("*;q=0"), English);
    }

    #[test]
    fn star_nothing_and_unsupported_languages_are_english() {
        assert_eq!(pick("*"), English);
        assert_eq!(pick("*, de;q=0.9"), English);
        assert_eq!(pick("de;q=0.9, *"), English);
        assert_eq!(pick(""), English);
        assert_eq!(preferred_language(std::iter::empty()), English);
        assert_eq!(pick("it, ja, pt-BR"), English);
        assert_eq!(pick("english, deutsch"), English);
    }

    #[test]
    fn garbage_is_skipped_never_an_error() {
        for header in [
            ",,,",
            ";",
            ";q=1",
            "de;q=",
            "de;q=2",
            "de;q=1.5",
            "de;q=0.5555",
            "de;q=-1",
            "de;q=.5",
            "de;q=abc",
            "de;q",
            "de-",
            "-de",
            "d e",
            "de--AT",
            "deutschland",
            "de-abcdefghi",
            "1de",
            "*-de",
            "de_DE",
            "\u{fffd}",
            "zh-漢",
        ] {
            assert_eq!(pick(header), English, "{header:?}");
        }
        assert_eq!(
            pick("de;q=2, fr;q=0.3"),
            French,
            "a bad weight skips its entry"
        );
        assert_eq!(pick("x;;;, es"), Spanish);
        assert_eq!(pick("de;q=1.0"), German);
        assert_eq!(pick("de;q=1.000, fr"), German);
        assert_eq!(pick("de;q=1., fr;q=0.9"), German);
    }

    #[test]
    fn only_the_first_entries_are_read() {
        let long = format!("{}de", "it, ".repeat(MAX_RANGES));
        assert_eq!(pick(&long), English);
        let within = format!("{}de", "it, ".repeat(MAX_RANGES - 1));
        assert_eq!(pick(&within), German);
    }
}
