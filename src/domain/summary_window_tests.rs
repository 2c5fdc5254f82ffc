use super::*;
use crate::domain::visits::{Device, DAY_MS, HOUR_MS};

fn event(link_num: i64, at: i64, referrer: Option<&str>, visitor: u64, bot: bool) -> VisitEvent {
    VisitEvent {
        link_num,
        at,
        referrer: referrer.map(Into::into),
        country: Some(*b"FR"),
        device: Device::Mobile,
        browser: Some("Firefox"),
        os: None,
        bot,
        visitor,
        variant: None,
        variant_key: None,
    }
}

fn row(
    batch: &[(SummaryKey, SummaryAdd)],
    link: i64,
    dimension: i16,
    period: i64,
    value: &str,
) -> SummaryAdd {
    batch
        .iter()
        .find(|((l, d, p, v), _)| (*l, *d, *p, v.as_ref()) == (link, dimension, period, value))
        .map(|(_, add)| *add)
        .unwrap_or_default()
}

#[test]
fn visits_of_several_flushes_make_one_row_each() {
    let mut window = SummaryWindow::new();
    let hour = 10 * HOUR_MS;
    window.add(&[event(5, hour - 1, Some("a.example"), 7, false)]);
    window.add(&[
        event(5, hour, Some("a.example"), 7, false),
        event(6, hour + 5, None, 8, true),
    ]);
    let batch = window.take();
    assert!(window.is_empty());
    let totals = |link, hour| row(&batch.hourly, link, 0, hour, "");
    assert_eq!(totals(5, hour - HOUR_MS).humans, 1);
    assert_eq!(totals(5, hour).humans, 1);
    assert_eq!(
        (totals(ALL_LINKS, hour).humans, totals(ALL_LINKS, hour).bots),
        (1, 1)
    );
    assert_eq!(row(&batch.hourly, 5, 1, hour, "a.example").humans, 1);
    assert_eq!(row(&batch.hourly, ALL_LINKS, 2, hour, "FR").humans, 1);
    // Unknown values (no referrer, no OS) have no rows.
    assert!(!batch
        .hourly
        .iter()
        .any(|((_, d, _, v), _)| *d != 0 && v.is_empty()));
    // Link 5: totals, referrer, country, device and browser in two hours;
    // link 6: the same but the referrer; all links: five in each hour.
    assert_eq!(batch.hourly.len(), 10 + 4 + 5 + 5);
    // Keys come out in order.
    assert!(batch.hourly.windows(2).all(|w| w[0].0 < w[1].0));
    assert_eq!(batch.sightings.len(), 2);
    assert_eq!(batch.sightings[0].at, hour - 1);
}

#[test]
fn uniques_go_to_the_hour_of_the_first_visit_the_database_had_not_seen() {
    let mut window = SummaryWindow::new();
    window.add(&[
        event(5, DAY_MS + 3 * HOUR_MS, None, 7, false),
        event(5, DAY_MS + HOUR_MS, None, 7, false),
        event(5, DAY_MS + HOUR_MS, None, 9, true),
    ]);
    let batch = window.take();
    let firsts: HashSet<(i64, i64, i64)> = [(5, 1, 7)].into_iter().collect();
    let uniques = batch.unique_rows(&firsts);
    let unique = |link, hour| row(&uniques, link, 0, hour, "");
    assert_eq!(unique(5, DAY_MS + HOUR_MS).unique_humans, 1);
    assert_eq!(unique(5, DAY_MS + 3 * HOUR_MS).unique_humans, 0);
    // Visitor 9 was already known to the database: no unique bot.
    assert_eq!(unique(ALL_LINKS, DAY_MS + HOUR_MS).unique_bots, 0);
    assert_eq!(unique(ALL_LINKS, DAY_MS + HOUR_MS).unique_humans, 1);
    // Every unique row is a row of the batch: no lock it had not taken.
    for (key, _) in &uniques {
        assert!(batch.hourly.iter().any(|(k, _)| k == key), "{key:?}");
    }
    let day = row(&batch.daily, 5, 0, 1, "");
    assert_eq!((day.humans, day.bots, day.unique_humans), (2, 1, 0));
    assert_eq!(row(&daily_rows(&uniques), 5, 0, 1, "").unique_humans, 1);
}

#[test]
fn unique_visitors_merge_into_their_rows_in_key_order() {
    let add = |humans, unique_humans| SummaryAdd {
        humans,
        unique_humans,
        ..SummaryAdd::default()
    };
    let key = |link: i64| (link, 0_i16, 0_i64, Arc::<str>::from(""));
    let rows = vec![
        (key(1), add(3, 0)),
        (key(4), add(2, 0)),
        (key(6), add(1, 0)),
    ];
    let uniques = vec![
        (key(1), add(0, 1)),
        (key(5), add(0, 1)),
        (key(6), add(0, 2)),
    ];
    let merged: Vec<(i64, i64, i64)> = with_uniques(&rows, &uniques)
        .into_iter()
        .map(|(k, a)| (k.0, a.humans, a.unique_humans))
        .collect();
    // One row per key: a unique visitor never costs a second upsert, and
    // a key only among the uniques still gets its row.
    assert_eq!(
        merged,
        [(1, 3, 1), (4, 2, 0), (5, 0, 1), (6, 1, 2)],
        "{merged:?}"
    );
    assert!(with_uniques(&[], &[]).is_empty());
}

#[test]
fn events_without_a_visitor_key_count_no_unique() {
    let mut window = SummaryWindow::new();
    window.add(&[event(5, 0, None, 0, false)]);
    assert!(window.take().sightings.is_empty());
}

#[test]
fn a_flood_of_referrers_is_capped_per_link_and_hour() {
    let mut window = SummaryWindow::new();
    let hour = 20 * HOUR_MS;
    let hosts: Vec<String> = (0..REFERRERS_PER_LINK_HOUR + 50)
        .map(|i| format!("h{i}.example"))
        .collect();
    let events: Vec<VisitEvent> = hosts
        .iter()
        .map(|h| event(5, hour, Some(h), 1, false))
        .collect();
    window.add(&events);
    // A host admitted earlier in the hour keeps its value.
    window.add(&[event(5, hour + 1, Some("h0.example"), 1, false)]);
    let batch = window.take();
    let referrers: Vec<_> = batch
        .hourly
        .iter()
        .filter(|((l, d, _, _), _)| *l == 5 && *d == 1)
        .collect();
    assert_eq!(referrers.len() as u32, REFERRERS_PER_LINK_HOUR + 1);
    assert_eq!(row(&batch.hourly, 5, 1, hour, OTHER).humans, 50);
    assert_eq!(row(&batch.hourly, 5, 1, hour, "h0.example").humans, 2);
    // The next hour starts a new allowance.
    window.add(&[event(5, hour + HOUR_MS, Some("h149.example"), 1, false)]);
    assert_eq!(
        row(&window.take().hourly, 5, 1, hour + HOUR_MS, "h149.example").humans,
        1
    );
}

#[test]
fn admissions_are_bounded_in_all() {
    let mut cap = ReferrerCap::default();
    let mut admitted = 0;
    for link in 1..=(REFERRER_ADMISSIONS as i64 / 10 + 100) {
        for i in 0..10 {
            admitted += usize::from(cap.admit(link, 0, &format!("h{i}")));
        }
    }
    assert_eq!(admitted, REFERRER_ADMISSIONS);
    assert!(cap.per_link.len() <= REFERRER_ADMISSIONS);
}

#[test]
fn a_restored_batch_is_written_with_the_next() {
    let mut window = SummaryWindow::new();
    window.add(&[event(5, 0, Some("a.example"), 7, false)]);
    let first = window.take();
    window.add(&[event(5, 1, Some("a.example"), 7, false)]);
    window.restore(first);
    let batch = window.take();
    assert_eq!(row(&batch.hourly, 5, 1, 0, "a.example").humans, 2);
    assert_eq!(batch.sightings.len(), 1);
    assert_eq!(batch.sightings[0].at, 0);
}

#[test]
fn monthly_rows_roll_up_the_days_of_each_utc_month() {
    // 2026-01-31 and 2026-02-01 (days 20484 and 20485): two months.
    let (jan31, feb1) = (20_484, 20_485);
    let key = |day: i64| (7_i64, 2_i16, day, Arc::<str>::from("FR"));
    let add = |humans: i64| SummaryAdd {
        humans,
        ..SummaryAdd::default()
    };
    let daily = vec![
        (key(jan31 - 1), add(1)),
        (key(jan31), add(2)),
        (key(feb1), add(4)),
    ];
    let monthly = monthly_rows(&daily);
    let january = (2026 - 1970) * 12;
    assert_eq!(row(&monthly, 7, 2, january, "FR").humans, 3);
    assert_eq!(row(&monthly, 7, 2, january + 1, "FR").humans, 4);
    assert_eq!(monthly.len(), 2);
}

#[test]
fn a_taken_window_keeps_no_table_of_its_burst() {
    let mut window = SummaryWindow::new();
    let events: Vec<VisitEvent> = (1..=10_000)
        .map(|link| event(link, HOUR_MS, Some("a.example"), link as u64, false))
        .collect();
    window.add(&events);
    let batch = window.take();
    assert_eq!(batch.sightings.len(), 10_000);
    // The next window starts small rather than with the burst's capacity.
    assert_eq!(
        (
            window.rows.capacity(),
            window.sightings.capacity(),
            window.value_ids.capacity()
        ),
        (0, 0, 0)
    );
    // One text per value, shared by every row that has it.
    let firefox: Vec<&Arc<str>> = batch
        .hourly
        .iter()
        .filter(|((_, _, _, v), _)| v.as_ref() == "Firefox")
        .map(|((_, _, _, v), _)| v)
        .collect();
    assert_eq!(firefox.len(), 10_001);
    assert!(firefox.iter().all(|v| Arc::ptr_eq(v, firefox[0])));
}
