//! docs/ARCHITECTURE.md names only things that exist. Every backticked
//! span of the page is read by these rules, in order:
//!
//! 1. Not code, skipped: a span with whitespace (a command such as
//!    `cargo test`, a JSON snippet), one starting with `/` (a URL path such
//!    as `/api`), `#[` (an attribute) or `{`, an environment name in capitals
//!    (`LOG_FORMAT`, `_FILE`, `VISIT_TRACKING=off`), and a word with a `-`
//!    (a subcommand such as `check-config`; Rust names have none).
//! 2. A path: a span with a `/`. It must exist from the repository root or
//!    from `src/` (the page writes `http/api/` for `src/http/api/`); a
//!    one-folder span (`api/`) may be any folder under `src/` or `web/src/`.
//!    A placeholder (`tests/api/<area>.rs`) checks the part before it.
//! 3. A file name: a span ending in `.rs` must be a file somewhere under
//!    `src/`.
//! 4. A Rust name: anything else, `a::b::C`, `C::f`, `x.f()`, `f(…)` or
//!    `C<D>`. Each name in it (arguments, `…`, `crate` and `self` aside)
//!    must be defined somewhere under `src/`: `struct`, `enum`, `trait`,
//!    `type`, `fn`, `mod`, `const` or `static` NAME, or, for a capitalised
//!    name, an enum variant (a line starting with NAME followed by `,`,
//!    `(`, `{` or nothing).
//!
//! [`NOT_OURS`] lists the few words of the page that are neither paths nor
//! our names, each with its reason. A failure lists every missing span.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// Words the page uses that name something outside our code.
const NOT_OURS: &[(&str, &str)] = &[
    ("State", "axum's extractor, in `State<AppState>`"),
    ("From", "the standard conversion trait"),
    ("openidconnect", "a crate the page names"),
    ("hit", "a value of the redirect metrics' `result` label"),
    ("miss", "a value of the redirect metrics' `result` label"),
    (
        "not_found",
        "a value of the redirect metrics' `result` label",
    ),
    (
        "user",
        "the `linkhop user` subcommand (module `commands::users`)",
    ),
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("read src/").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every folder under `dir`.
fn folders(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() && !path.ends_with("node_modules") {
            out.push(path.clone());
            folders(&path, out);
        }
    }
}

/// The backticked spans of `text`, in order (fenced blocks have none here).
fn spans(text: &str) -> Vec<String> {
    text.split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 1)
        .map(|(_, s)| s.to_owned())
        .collect()
}

fn is_skipped(span: &str) -> bool {
    let name = span.split('=').next().unwrap_or(span);
    span.is_empty()
        || span.chars().any(char::is_whitespace)
        || span.starts_with('/')
        || span.starts_with("#[")
        || span.starts_with('{')
        || (!name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
        || (span.contains('-') && !span.contains('/'))
}

/// The Rust names in a span: identifiers, without arguments and `…`.
fn names(span: &str) -> Vec<String> {
    // Arguments are values, not names: `run_once(&JobContext, …)` and
    // `invalidate(slug)` name the function only.
    let without_args: String = {
        let mut depth = 0;
        span.chars()
            .filter(|&c| {
                match c {
                    '(' => depth += 1,
                    ')' => {
                        depth -= 1;
                        return false;
                    }
                    _ => {}
                }
                depth == 0
            })
            .collect()
    };
    without_args
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|s| !s.is_empty() && !matches!(*s, "crate" | "self" | "super"))
        // `app.job_context()`: the value before the dot is a variable.
        .skip(usize::from(without_args.contains('.')))
        .map(str::to_owned)
        .collect()
}

fn is_defined(name: &str, sources: &[String]) -> bool {
    let keywords = [
        "struct", "enum", "trait", "type", "fn", "mod", "const", "static",
    ];
    let capitalised = name.starts_with(|c: char| c.is_ascii_uppercase());
    sources.iter().any(|source| {
        source.lines().any(|line| {
            let words: Vec<&str> = line
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .filter(|w| !w.is_empty())
                .collect();
            if words
                .windows(2)
                .any(|pair| keywords.contains(&pair[0]) && pair[1] == name)
            {
                return true;
            }
            // An enum variant: `NotFound,`, `Other(…)`, `Closed {`.
            let trimmed = line.trim();
            capitalised
                && trimmed
                    .strip_prefix(name)
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with([',', '(', '{', ' ']))
        })
    })
}

/// What is wrong with `span`, if anything.
fn problem(span: &str, sources: &[String], files: &[PathBuf], dirs: &[PathBuf]) -> Option<String> {
    let root = root();
    if span.contains('/') {
        let before_placeholder = span.split('<').next().unwrap_or(span);
        let path = before_placeholder.trim_end_matches('/');
        let exists = root.join(path).exists() || root.join("src").join(path).exists();
        let one_folder = !path.contains('/') && span.ends_with('/');
        let folder_somewhere = one_folder
            && dirs
                .iter()
                .any(|d| d.file_name().is_some_and(|n| n == path));
        return (!exists && !folder_somewhere).then(|| format!("`{span}`: no such path"));
    }
    if let Some(file) = span.strip_suffix(".rs") {
        let wanted = format!("{file}.rs");
        let found = files
            .iter()
            .any(|f| f.file_name().is_some_and(|n| n == wanted.as_str()));
        return (!found).then(|| format!("`{span}`: no such file under src/"));
    }
    let missing: Vec<String> = names(span)
        .into_iter()
        .filter(|name| !NOT_OURS.iter().any(|(word, _)| word == name))
        .filter(|name| !is_defined(name, sources))
        .collect();
    (!missing.is_empty())
        .then(|| format!("`{span}`: not defined under src/: {}", missing.join(", ")))
}

/// Every problem of the page at `page`, one line each.
fn problems_of(page: &str) -> Vec<String> {
    let root = root();
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    let sources: Vec<String> = files
        .iter()
        .map(|f| fs::read_to_string(f).expect("read a source file"))
        .collect();
    let mut dirs = Vec::new();
    folders(&root.join("src"), &mut dirs);
    folders(&root.join("web").join("src"), &mut dirs);
    let unique: BTreeSet<String> = spans(page).into_iter().filter(|s| !is_skipped(s)).collect();
    unique
        .iter()
        .filter_map(|span| problem(span, &sources, &files, &dirs))
        .collect()
}

#[test]
fn every_path_and_name_on_the_architecture_page_exists() {
    let page = fs::read_to_string(root().join("docs/ARCHITECTURE.md")).expect("read the page");
    let problems = problems_of(&page);
    assert!(
        problems.is_empty(),
        "docs/ARCHITECTURE.md names {} thing(s) that do not exist:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn a_missing_name_path_or_file_is_reported() {
    let page = "`Store::no_such_query` `src/no_such_folder/` `no_such_file.rs` \
                `Store::find_target` `src/http/` `site.rs` `LOG_FORMAT` `check-config`";
    let problems = problems_of(page);
    assert_eq!(problems.len(), 3, "{problems:#?}");
    for wanted in ["no_such_query", "src/no_such_folder/", "no_such_file.rs"] {
        assert!(
            problems.iter().any(|p| p.contains(wanted)),
            "{wanted}: {problems:#?}"
        );
    }
}

#[test]
fn the_rules_read_names_out_of_spans() {
    assert_eq!(names("run_once(&JobContext, …)"), ["run_once"]);
    assert_eq!(
        names("respond::Answer<LinkView>"),
        ["respond", "Answer", "LinkView"]
    );
    assert_eq!(names("crate::accounts::…"), ["accounts"]);
    assert_eq!(names("app.job_context()"), ["job_context"]);
    assert!(is_skipped("VISIT_TRACKING=off"));
    assert!(is_skipped("linkhop serve --help"));
    assert!(is_skipped("/api/openapi.json"));
    assert!(!is_skipped("Store::find_target"));
}
