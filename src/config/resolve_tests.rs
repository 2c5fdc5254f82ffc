//! Defaults, invalid values naming their variable, booleans and lists.

use super::*;

#[test]
fn empty_environment_resolves_to_defaults() {
    let s = Settings::resolve(&Options::default()).expect("defaults");
    assert_eq!(s.listen.to_string(), "0.0.0.0:8080");
    assert_eq!(s.redirect_status, 302);
    assert_eq!(s.url_length, 8);
    assert_eq!(s.cors, Cors::Any);
    assert!(s.database_url.ends_with("linkhop.db"));
    assert_eq!(s.backup_count, 5);
    assert_eq!(s.header_timeout, Duration::from_secs(15));
    assert_eq!(s.body_timeout, Duration::from_secs(300));
    assert_eq!(s.visit_tracking, VisitTracking::Full);
    assert_eq!(
        s.limits,
        ClientLimits {
            api: 32,
            password: 4
        }
    );
}

#[test]
fn invalid_values_name_their_variable() {
    let bad = |o: Options| Settings::resolve(&o).err().map(|e| e.variable);
    assert_eq!(
        bad(Options {
            visit_tracking: Some("some".into()),
            ..Options::default()
        }),
        Some("VISIT_TRACKING")
    );
    let tracking = |v: &str| {
        Settings::resolve(&Options {
            visit_tracking: Some(v.into()),
            ..Options::default()
        })
        .map(|s| s.visit_tracking)
        .ok()
    };
    assert_eq!(tracking("OFF"), Some(VisitTracking::Off));
    assert_eq!(tracking("counts"), Some(VisitTracking::Counts));
    assert_eq!(
        bad(Options {
            redirect_status: Some("303".into()),
            ..Default::default()
        }),
        Some("REDIRECT_STATUS")
    );
    assert_eq!(
        bad(Options {
            demo: Some("maybe".into()),
            ..Default::default()
        }),
        Some("DEMO")
    );
    assert_eq!(
        bad(Options {
            url_length: Some("0".into()),
            ..Default::default()
        }),
        Some("URL_LENGTH")
    );
    assert_eq!(
        bad(Options {
            backup_files: BackupFileOptions {
                backup_count: Some("0".into()),
                ..Default::default()
            },
            ..Default::default()
        }),
        Some("BACKUP_COUNT")
    );
    assert_eq!(
        bad(Options {
            header_timeout: Some("0".into()),
            ..Default::default()
        }),
        Some("HEADER_TIMEOUT")
    );
    assert_eq!(
        bad(Options {
            client_password_requests: Some("0".into()),
            ..Default::default()
        }),
        Some("CLIENT_PASSWORD_REQUESTS")
    );
}

#[test]
fn booleans_and_lists() {
    let s = Settings::resolve(&Options {
        demo: Some("YES".into()),
        use_https: Some("".into()),
        cors: Some(" https://a.example , https://b.example/ ".into()),
        express_port: Some("3000".into()),
        trust_proxy: Some("2".into()),
        ..Default::default()
    })
    .expect("valid");
    assert!(s.demo);
    assert!(!s.use_https);
    assert_eq!(
        s.cors,
        Cors::List(vec!["https://a.example".into(), "https://b.example".into()])
    );
    assert_eq!(s.listen.port(), 3000);
    assert_eq!(s.trust_proxy, 2);
}
