use super::*;

#[test]
fn a_literal_replaces_every_occurrence_and_leaves_other_destinations_alone() {
    let replace = DestinationReplace::literal("http://", "https://").expect("valid");
    assert_eq!(
        replace.apply("http://a.example/?next=http://b.example/"),
        Some("https://a.example/?next=https://b.example/".to_owned())
    );
    assert_eq!(replace.apply("https://a.example/"), None);
    // A literal's pattern characters are themselves.
    let dots = DestinationReplace::literal("a.b", "x").expect("valid");
    assert_eq!(dots.apply("https://aXb.example/"), None);
}

#[test]
fn a_pattern_expands_its_groups_and_a_dollar_is_written_twice() {
    let replace = DestinationReplace::pattern(
        r"^https://old\.example/(\w+)$",
        "https://new.example/$1?from=old&cost=$$1",
    )
    .expect("valid");
    assert_eq!(
        replace.apply("https://old.example/docs"),
        Some("https://new.example/docs?from=old&cost=$1".to_owned())
    );
    assert_eq!(replace.apply("https://old.example/docs/more"), None);
    let named = DestinationReplace::pattern(r"/v(?<n>\d+)/", "/v${n}0/").expect("valid");
    assert_eq!(
        named.apply("https://a.example/v2/x"),
        Some("https://a.example/v20/x".to_owned())
    );
}

#[test]
fn empty_long_and_unbuildable_finds_are_refused() {
    assert_eq!(
        DestinationReplace::literal("", "x").err(),
        Some(ReplaceError::EmptyFind)
    );
    let long = "a".repeat(MAX_FIND_CHARS + 1);
    assert_eq!(
        DestinationReplace::literal(&long, "x").err(),
        Some(ReplaceError::TooLong)
    );
    assert_eq!(
        DestinationReplace::literal("x", &long).err(),
        Some(ReplaceError::TooLong)
    );
    assert_eq!(
        DestinationReplace::pattern("(", "x").err(),
        Some(ReplaceError::InvalidPattern)
    );
    // A short pattern whose program would be huge is refused, not built.
    assert_eq!(
        DestinationReplace::pattern(r"\w{1000}\w{1000}", "x").err(),
        Some(ReplaceError::InvalidPattern)
    );
}

#[test]
fn tags_are_added_and_removed_sorted_and_a_link_past_the_limit_is_refused() {
    let change = TagChange::new(["new", " spring "], ["old"]).expect("valid");
    let tags = vec!["old".to_owned(), "keep".to_owned()];
    assert_eq!(
        change.apply(&tags),
        Ok(vec![
            "keep".to_owned(),
            "new".to_owned(),
            "spring".to_owned()
        ])
    );
    // Removing wins over adding the same tag.
    let both = TagChange::new(["x"], ["x"]).expect("valid");
    assert_eq!(both.apply(&[]), Ok(Vec::new()));
    let full: Vec<String> = (0..MAX_TAGS).map(|i| format!("t{i:02}")).collect();
    let one_more = TagChange::new(["extra"], []).expect("valid");
    assert_eq!(one_more.apply(&full), Err(ControlError::InvalidTags));
    assert_eq!(
        TagChange::new(["a,b"], []).err(),
        Some(ControlError::InvalidTags)
    );
    assert!(TagChange::new([], []).expect("valid").is_empty());
}
