use super::*;

fn utm(source: &str, medium: &str, campaign: &str) -> Utm {
    let value = |v: &str| (!v.is_empty()).then(|| v.to_owned());
    Utm {
        source: value(source),
        medium: value(medium),
        campaign: value(campaign),
        ..Utm::default()
    }
}

#[test]
fn parameters_follow_the_destinations_own_in_a_fixed_order() {
    let link = Utm {
        content: Some("banner".into()),
        term: Some("shoes".into()),
        ..utm("news", "email", "spring")
    };
    assert_eq!(
        link.join("https://e.com/p?b=2&a=1"),
        "https://e.com/p?b=2&a=1&utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=shoes&utm_content=banner"
    );
    assert_eq!(
        link.join("https://e.com"),
        "https://e.com?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=shoes&utm_content=banner"
    );
}

#[test]
fn the_fragment_stays_last() {
    assert_eq!(
        utm("news", "", "").join("https://e.com/p?x=1#top?not=query"),
        "https://e.com/p?x=1&utm_source=news#top?not=query"
    );
    assert_eq!(
        utm("news", "", "").join("https://e.com/p#top"),
        "https://e.com/p?utm_source=news#top"
    );
    assert_eq!(
        utm("news", "", "").join("https://e.com/p?#top"),
        "https://e.com/p?utm_source=news#top"
    );
}

#[test]
fn the_destinations_values_win_unless_the_link_replaces_them() {
    let keep = utm("news", "email", "");
    assert_eq!(
        keep.join("https://e.com/?utm_source=ads&x=1"),
        "https://e.com/?utm_source=ads&x=1&utm_medium=email"
    );
    let replace = Utm {
        replace: true,
        ..keep
    };
    assert_eq!(
        replace.join("https://e.com/?utm_source=ads&x=1&utm_source=more"),
        "https://e.com/?x=1&utm_source=news&utm_medium=email"
    );
    // A parameter the link does not set stays, replace or not.
    assert_eq!(
        replace.join("https://e.com/?utm_campaign=c"),
        "https://e.com/?utm_campaign=c&utm_source=news&utm_medium=email"
    );
}

#[test]
fn names_are_compared_decoded_and_values_are_encoded() {
    let link = utm("a b&c=d", "", "");
    assert_eq!(
        link.join("https://e.com/?utm%5Fsource=x"),
        "https://e.com/?utm%5Fsource=x",
        "an encoded name is the same parameter"
    );
    assert_eq!(
        link.join("https://e.com/"),
        "https://e.com/?utm_source=a+b%26c%3Dd"
    );
    assert_eq!(
        utm("Café", "", "").join("https://e.com/"),
        "https://e.com/?utm_source=Caf%C3%A9"
    );
}

#[test]
fn a_visitor_cannot_set_what_the_link_sets() {
    let link = utm("news", "", "spring");
    assert_eq!(
        link.visitor_query("utm_source=spam&ref=x&utm_medium=m&&utm_campaign"),
        "ref=x&utm_medium=m"
    );
    assert_eq!(link.visitor_query(""), "");
}

#[test]
fn values_are_trimmed_bounded_and_plain() {
    assert_eq!(Utm::default().checked(), Ok(None));
    assert_eq!(utm(" ", "", "").checked(), Ok(None));
    assert_eq!(
        utm(" news ", "", "").checked(),
        Ok(Some(utm("news", "", "")))
    );
    assert_eq!(
        utm(&"x".repeat(201), "", "").checked(),
        Err(UtmError::InvalidValue)
    );
    assert!(utm(&"é".repeat(200), "", "").checked().is_ok());
    assert_eq!(utm("a\nb", "", "").checked(), Err(UtmError::InvalidValue));
}
