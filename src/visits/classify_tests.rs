use super::*;

const HUMANS: &[(&str, Device, Option<&str>, Option<&str>)] = &[
    (
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
        Device::Desktop,
        Some("Chrome"),
        Some("Windows"),
    ),
    (
        "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
        Device::Desktop,
        Some("Firefox"),
        Some("Linux"),
    ),
    (
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15",
        Device::Desktop,
        Some("Safari"),
        Some("macOS"),
    ),
    (
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51",
        Device::Desktop,
        Some("Edge"),
        Some("Windows"),
    ),
    (
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1",
        Device::Mobile,
        Some("Safari"),
        Some("iOS"),
    ),
    (
        "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
        Device::Mobile,
        Some("Chrome"),
        Some("Android"),
    ),
    (
        "Mozilla/5.0 (iPad; CPU OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1",
        Device::Tablet,
        Some("Safari"),
        Some("iOS"),
    ),
    (
        "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
        Device::Tablet,
        Some("Chrome"),
        Some("Android"),
    ),
];

const BOTS: &[&str] = &[
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/124.0.6367.118 Safari/537.36",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
    "WhatsApp/2.23.20.0 A",
    "TelegramBot (like TwitterBot)",
    "Twitterbot/1.0",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
    "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
    "Mastodon/4.2.8 (http.rb/5.1.1; +https://mastodon.social/)",
    "curl/8.5.0",
    "",
    "   ",
];

#[test]
fn browsers_are_classified_by_device_browser_and_system() {
    let classifier = Classifier::new(100);
    for (agent, device, browser, os) in HUMANS {
        let c = classifier.classify(Some(agent.as_bytes()));
        assert_eq!(
            (c.device, c.browser, c.os, c.bot),
            (*device, *browser, *os, false),
            "{agent}"
        );
    }
}

#[test]
fn crawlers_and_link_preview_fetchers_are_bots() {
    let classifier = Classifier::new(100);
    for agent in BOTS {
        let c = classifier.classify(Some(agent.as_bytes()));
        assert!(c.bot, "{agent:?} is a bot");
        assert_eq!(c.device, Device::Other, "{agent:?}");
    }
    assert!(classifier.classify(None).bot, "a missing agent is a bot");
}

#[test]
fn only_link_preview_fetchers_get_preview_cards() {
    let classifier = Classifier::new(100);
    // Slack to iMessage, then LinkedIn and Mastodon; not search crawlers,
    // Applebot or curl.
    for (index, agent) in BOTS.iter().enumerate() {
        let c = classifier.classify(Some(agent.as_bytes()));
        let fetcher = (3..10).contains(&index) || (11..13).contains(&index);
        assert_eq!(c.preview, fetcher, "{agent:?}");
    }
    for (agent, ..) in HUMANS {
        assert!(
            !classifier.classify(Some(agent.as_bytes())).preview,
            "{agent}"
        );
    }
    assert!(!classifier.classify(None).preview);
}

#[test]
fn repeated_agents_are_parsed_once() {
    let classifier = Classifier::new(100);
    let agent = HUMANS[0].0.as_bytes();
    let first = classifier.classify(Some(agent));
    for _ in 0..1000 {
        assert_eq!(classifier.classify(Some(agent)), first);
    }
    assert_eq!(classifier.parsed(), 1);
}

#[test]
fn the_cache_is_bounded_and_shared_between_threads() {
    let classifier = std::sync::Arc::new(Classifier::new(50));
    let threads: Vec<_> = (0..4)
        .map(|t| {
            let classifier = std::sync::Arc::clone(&classifier);
            std::thread::spawn(move || {
                for n in 0..500 {
                    let agent = format!("Mozilla/5.0 (X11; Linux x86_64; rv:{n}.0) Firefox/{n}.0");
                    let c = classifier.classify(Some(agent.as_bytes()));
                    assert!(!c.bot, "thread {t}");
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().expect("no panic");
    }
    assert!(classifier.cache.len() <= 50 + 10);
}

#[test]
fn invalid_utf8_is_classified_without_panicking() {
    let classifier = Classifier::new(10);
    let c = classifier.classify(Some(b"Mozilla/5.0 \xff\xfe (Windows NT 10.0)"));
    assert!(!c.bot);
}
