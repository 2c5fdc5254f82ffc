//! LOG_FORMAT, LOG_LEVEL, ACCESS_LOG and METRICS_LISTEN: defaults, valid
//! values and the variable named when one is wrong.

use super::{LogFormat, Options, Settings};

#[test]
fn observability_settings() {
    let s = Settings::resolve(&Options::default()).expect("defaults");
    assert_eq!(s.metrics_listen, None);
    assert_eq!(s.log_format, LogFormat::Text);
    assert_eq!(s.log_level, None);
    assert!(!s.access_log);
    let s = Settings::resolve(&Options {
        metrics_listen: Some("127.0.0.1:9100".into()),
        log_format: Some("JSON".into()),
        log_level: Some("info,sqlx=warn, linkhop::http=debug".into()),
        access_log: Some("yes".into()),
        ..Default::default()
    })
    .expect("valid");
    assert_eq!(
        s.metrics_listen,
        Some("127.0.0.1:9100".parse().expect("address"))
    );
    assert_eq!(s.log_format, LogFormat::Json);
    assert!(s.access_log);
    let bad = |o: Options| Settings::resolve(&o).err().map(|e| e.variable);
    for (options, variable) in [
        (
            Options {
                metrics_listen: Some("9100".into()),
                ..Default::default()
            },
            "METRICS_LISTEN",
        ),
        (
            Options {
                listen: Some("127.0.0.1:8080".into()),
                metrics_listen: Some("127.0.0.1:8080".into()),
                ..Default::default()
            },
            "METRICS_LISTEN",
        ),
        (
            Options {
                log_format: Some("xml".into()),
                ..Default::default()
            },
            "LOG_FORMAT",
        ),
        (
            Options {
                log_level: Some("loud".into()),
                ..Default::default()
            },
            "LOG_LEVEL",
        ),
        (
            Options {
                log_level: Some("=info".into()),
                ..Default::default()
            },
            "LOG_LEVEL",
        ),
        (
            Options {
                access_log: Some("sometimes".into()),
                ..Default::default()
            },
            "ACCESS_LOG",
        ),
    ] {
        assert_eq!(bad(options), Some(variable));
    }
}
