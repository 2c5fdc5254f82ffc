use super::*;
use siphasher::sip::SipHasher13;
use std::hash::Hasher;

/// χ² critical values at p = 0.001 by degrees of freedom (1 to 7).
const CRITICAL: [f64; 7] = [10.83, 13.82, 16.27, 18.47, 20.52, 22.46, 24.32];

fn input(destination: &str, weight: i64) -> VariantInput {
    VariantInput {
        destination: destination.into(),
        weight,
    }
}

/// 10,000 distinct visitors' keys, made as the visitor key is (SipHash-1-3
/// of an address and an agent under a day's salt).
fn visitor_keys(n: u32) -> Vec<u64> {
    (0..n)
        .map(|i| {
            let mut hasher = SipHasher13::new_with_key(&[7; 16]);
            hasher.write(&[9; 16]);
            hasher.write(
                &std::net::Ipv4Addr::from(0xC000_0200 + i)
                    .to_ipv6_mapped()
                    .octets(),
            );
            hasher.write(&42_i64.to_le_bytes());
            hasher.write(b"Mozilla/5.0 (X11; Linux x86_64) Firefox/125.0");
            hasher.finish().max(1)
        })
        .collect()
}

fn counts(weights: &[u32], keys: &[u64]) -> Vec<u64> {
    let mut counts = vec![0u64; weights.len()];
    for key in keys {
        counts[pick(weights, *key)] += 1;
    }
    counts
}

#[test]
fn ten_thousand_visitors_fall_in_proportion_to_the_weights() {
    let keys = visitor_keys(10_000);
    for weights in [
        vec![1, 1],
        vec![90, 10],
        vec![1, 2, 3, 4],
        vec![5, 5, 5, 5, 5, 5, 5, 5],
        vec![1000, 1, 250],
    ] {
        let counts = counts(&weights, &keys);
        let chi = chi_square(&counts, &weights);
        let critical = CRITICAL[weights.len() - 2];
        assert!(
            chi < critical,
            "{weights:?}: {counts:?} gives χ² {chi:.2} ≥ {critical}"
        );
    }
}

#[test]
fn a_skewed_split_fails_the_same_test() {
    let keys = visitor_keys(10_000);
    // Picked as 50/50 but promised as 55/45: the test must see it.
    let counts = counts(&[1, 1], &keys);
    assert!(chi_square(&counts, &[55, 45]) > CRITICAL[0]);
    // A chooser that ignores the last variant's weight.
    let skewed: Vec<u64> = keys.iter().fold(vec![0; 3], |mut c, key| {
        c[pick(&[1, 1], *key)] += 1;
        c
    });
    assert!(chi_square(&skewed, &[1, 1, 1]) > CRITICAL[1]);
}

#[test]
fn a_visitor_keeps_its_variant_and_weights_cut_the_key_range_in_order() {
    let weights = [30, 70];
    for key in visitor_keys(100) {
        assert_eq!(pick(&weights, key), pick(&weights, key));
    }
    assert_eq!(pick(&weights, 0), 0);
    assert_eq!(pick(&weights, u64::MAX / 100 * 29), 0);
    assert_eq!(pick(&weights, u64::MAX / 100 * 31), 1);
    assert_eq!(pick(&weights, u64::MAX), 1);
    assert_eq!(pick(&[], 5), 0);
}

#[test]
fn splits_are_checked_whole() {
    let split = Split::checked(
        vec![
            input("https://a.example/x", 60),
            input("https://b.example/", 40),
        ],
        true,
    )
    .expect("valid");
    assert_eq!(split.weights(), vec![60, 40]);
    assert!(split.cookie);
    assert_eq!(split.position_of("https://b.example/"), Some(1));
    let one = vec![input("https://a.example", 1)];
    assert_eq!(Split::checked(one, false), Err(SplitError::VariantCount));
    let nine = (0..9)
        .map(|i| input(&format!("https://e.com/{i}"), 1))
        .collect();
    assert_eq!(Split::checked(nine, false), Err(SplitError::VariantCount));
    for (bad, error) in [
        (
            input("javascript:alert(1)", 1),
            SplitError::InvalidDestination(2),
        ),
        (input("/relative", 1), SplitError::InvalidDestination(2)),
        (input("https://b.example", 0), SplitError::InvalidWeight(2)),
        (
            input("https://b.example", 1001),
            SplitError::InvalidWeight(2),
        ),
        (input("https://b.example", -1), SplitError::InvalidWeight(2)),
        (
            input("https://a.example", 5),
            SplitError::RepeatedDestination(2),
        ),
    ] {
        let variants = vec![input("https://a.example", 1), bad];
        assert_eq!(Split::checked(variants, false), Err(error));
    }
}

#[test]
fn stored_splits_read_back_and_unreadable_ones_are_none() {
    let split = Split::checked(
        vec![input("https://a.example", 1), input("https://b.example", 3)],
        false,
    )
    .expect("valid");
    let text = serde_json::to_string(&split).expect("json");
    assert_eq!(Split::from_stored(&text), Some(split));
    assert_eq!(Split::from_stored("{}"), None);
    assert_eq!(
        Split::from_stored(r#"{"variants":[{"destination":"https://a.example","weight":1}]}"#),
        None
    );
}

#[test]
fn cookie_tags_are_stable_and_differ_by_destination() {
    assert_eq!(
        cookie_tag("https://a.example"),
        cookie_tag("https://a.example")
    );
    assert_ne!(
        cookie_tag("https://a.example"),
        cookie_tag("https://b.example")
    );
    assert_eq!(cookie_tag("").len(), 8);
    // FNV-1a's published value for "a".
    assert_eq!(cookie_tag("a"), "e40c292c");
}

#[test]
fn json_splits_name_the_variant_at_fault() {
    use serde_json::json;
    let ok = json!({"variants": [
        {"destination": "https://a.example", "weight": 1},
        {"destination": "https://b.example", "weight": 2}
    ]});
    assert_eq!(parse_split(&ok).map(|s| s.weights()), Ok(vec![1, 2]));
    for (bad, error) in [
        (json!([]), SplitError::NotAnObject),
        (json!({}), SplitError::VariantCount),
        (json!({"variants": "a"}), SplitError::VariantCount),
        (
            json!({"variants": [{"destination": "https://a.example", "weight": 1}, {"weight": 1}]}),
            SplitError::InvalidDestination(2),
        ),
        (
            json!({"variants": [{"destination": "https://a.example", "weight": "1"}, {}]}),
            SplitError::InvalidWeight(1),
        ),
        (
            json!({"variants": [{"destination": "https://a.example", "weight": 1.5}, {}]}),
            SplitError::InvalidWeight(1),
        ),
        (
            json!({"variants": [
                {"destination": "https://a.example", "weight": 1},
                {"destination": "https://b.example", "weight": 1}
            ], "cookie": "yes"}),
            SplitError::InvalidCookie,
        ),
    ] {
        assert_eq!(parse_split(&bad), Err(error), "{bad}");
    }
}

#[test]
fn a_variant_key_is_the_same_on_every_instance_and_differs_by_destination() {
    // FNV-1a, 64 bits: the empty string is the offset basis.
    assert_eq!(variant_key(""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(variant_key("a"), 0xaf63_dc4c_8601_ec8c);
    assert_ne!(
        variant_key("https://a.example/"),
        variant_key("https://b.example/")
    );
}
