use super::*;

fn card(title: &str) -> Preview {
    Preview {
        title: title.into(),
        ..Preview::default()
    }
}

#[test]
fn fields_are_trimmed_and_an_empty_card_is_none() {
    assert_eq!(Preview::default().checked(), Ok(None));
    let blank = Preview {
        title: "  ".into(),
        description: Some(" ".into()),
        image: Some(String::new()),
        site_name: None,
    };
    assert_eq!(blank.checked(), Ok(None));
    let trimmed = Preview {
        title: " Spring sale ".into(),
        description: Some(" Two lines\nof text ".into()),
        image: Some(" https://cdn.example.com/a.png ".into()),
        site_name: Some(" Shop ".into()),
    };
    assert_eq!(
        trimmed.checked(),
        Ok(Some(Preview {
            title: "Spring sale".into(),
            description: Some("Two lines\nof text".into()),
            image: Some("https://cdn.example.com/a.png".into()),
            site_name: Some("Shop".into()),
        }))
    );
}

#[test]
fn a_card_needs_a_title_and_fields_within_their_limits() {
    let untitled = Preview {
        description: Some("d".into()),
        ..Preview::default()
    };
    assert_eq!(untitled.checked(), Err(PreviewError::MissingTitle));
    assert!(card(&"t".repeat(MAX_TITLE_LEN)).checked().is_ok());
    assert_eq!(
        card(&"t".repeat(MAX_TITLE_LEN + 1)).checked(),
        Err(PreviewError::InvalidField)
    );
    assert_eq!(card("a\nb").checked(), Err(PreviewError::InvalidField));
    assert_eq!(card("a\u{7}b").checked(), Err(PreviewError::InvalidField));
    let long = |description: String| Preview {
        description: Some(description),
        ..card("t")
    };
    assert!(long("d".repeat(MAX_DESCRIPTION_LEN)).checked().is_ok());
    assert!(long("d".repeat(MAX_DESCRIPTION_LEN + 1)).checked().is_err());
    let site = |name: String| Preview {
        site_name: Some(name),
        ..card("t")
    };
    assert!(site("s".repeat(MAX_SITE_NAME_LEN)).checked().is_ok());
    assert!(site("s".repeat(MAX_SITE_NAME_LEN + 1)).checked().is_err());
}

#[test]
fn the_image_is_an_http_or_https_url() {
    let with_image = |image: &str| Preview {
        image: Some(image.into()),
        ..card("t")
    };
    assert!(with_image("https://cdn.example.com/a.png")
        .checked()
        .is_ok());
    assert!(with_image("http://cdn.example.com/a.png").checked().is_ok());
    for refused in [
        "javascript:alert(1)",
        "data:image/png;base64,AAAA",
        "//cdn.example.com/a.png",
        "cdn.example.com/a.png",
        "https:///a.png",
        "https://cdn.example.com/a b.png",
    ] {
        assert_eq!(
            with_image(refused).checked(),
            Err(PreviewError::InvalidField),
            "{refused}"
        );
    }
    let too_long = format!("https://e.com/{}", "a".repeat(MAX_IMAGE_LEN));
    assert!(with_image(&too_long).checked().is_err());
}

#[test]
fn the_page_escapes_every_value() {
    let hostile = Preview {
        title: "\"><script>alert(1)</script>".into(),
        description: Some("it's <b>&amp;</b>".into()),
        image: Some("https://e.com/a.png?x=\"><script>".into()),
        site_name: Some("'><img src=x onerror=alert(1)>".into()),
    };
    let page = hostile.card_page();
    assert!(!page.contains("<script"), "{page}");
    assert!(!page.contains("<img"), "{page}");
    assert!(!page.contains("<b>"), "{page}");
    assert!(page.contains(
        "<meta property=\"og:title\" content=\"&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\">"
    ));
    assert!(page.contains("<p>it&#39;s &lt;b&gt;&amp;amp;&lt;/b&gt;</p>"));
    assert!(page.contains("content=\"&#39;&gt;&lt;img src=x onerror=alert(1)&gt;\""));
}

#[test]
fn the_page_carries_open_graph_and_twitter_tags() {
    let full = Preview {
        title: "Spring sale".into(),
        description: Some("Half off".into()),
        image: Some("https://cdn.example.com/a.png".into()),
        site_name: Some("Shop".into()),
    };
    let page = full.card_page();
    for tag in [
        "<title>Spring sale</title>",
        "<meta property=\"og:title\" content=\"Spring sale\">",
        "<meta property=\"og:description\" content=\"Half off\">",
        "<meta property=\"og:image\" content=\"https://cdn.example.com/a.png\">",
        "<meta property=\"og:site_name\" content=\"Shop\">",
        "<meta name=\"twitter:card\" content=\"summary_large_image\">",
        "<meta name=\"twitter:image\" content=\"https://cdn.example.com/a.png\">",
    ] {
        assert!(page.contains(tag), "{tag} missing from {page}");
    }
    let small = card("Only a title").card_page();
    assert!(small.contains("<meta name=\"twitter:card\" content=\"summary\">"));
    assert!(!small.contains("og:image"));
    assert!(!small.contains("og:description"));
}
