//! The layer rule (docs/ARCHITECTURE.md), checked on the source: every file
//! under `src/` may import only the modules its layer may see, and the
//! database and HTTP libraries stay in their own layer. A failure names the
//! file, the line and the rule.
//!
//! Imports are read from the text: `crate::X` paths (also in `use crate::{…}`
//! groups) and `super::` paths that climb out of the file's top module.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Services: the application's use cases, shared by HTTP, jobs and commands.
const SERVICES: &[&str] = &[
    "accounts",
    "audit",
    "campaigns",
    "links",
    "short_domains",
    "transfer",
    "redirects",
    "stats",
    "teams",
    "visits",
    "webhooks",
];

/// Rooms among the services with a narrower rule than "each other": the
/// services they may import. `visits` (recording, classification, counts,
/// the flush) sits below every other service, which hands it links by
/// number; `redirects` (the look-up and the decision) may use the
/// visits room and, for link passwords, `accounts`.
const ROOMS: &[(&str, &[&str])] = &[("visits", &[]), ("redirects", &["visits", "accounts"])];

/// Each top module of `src/` and the top modules it may import (its own
/// always). `services` stands for every name in [`SERVICES`].
///
/// | module    | may import                                             |
/// |-----------|--------------------------------------------------------|
/// | domain    | nothing                                                |
/// | memory    | nothing                                                |
/// | metrics   | nothing                                                |
/// | config    | domain                                                 |
/// | logging   | config                                                 |
/// | store     | domain, config                                         |
/// | services  | domain, store, config, memory, services                |
/// |  visits   | domain, store, config, memory (no other service)       |
/// | redirects | domain, store, config, memory, visits, accounts        |
/// | http      | domain, store, config, memory, metrics, logging, services |
/// | jobs      | domain, store, config, memory, metrics, services       |
/// | commands  | domain, store, config, memory, logging, services, app  |
/// | app       | everything but cli and main (wiring)                   |
/// | cli       | config, logging, commands                              |
/// | lib, main | everything (they declare and start the modules)        |
const RULES: &[(&str, &[&str])] = &[
    ("domain", &[]),
    ("memory", &[]),
    ("metrics", &[]),
    ("config", &["domain"]),
    ("logging", &["config"]),
    ("store", &["domain", "config"]),
    (
        "services",
        &["domain", "store", "config", "memory", "services"],
    ),
    (
        "http",
        &[
            "domain", "store", "config", "memory", "metrics", "logging", "services",
        ],
    ),
    (
        "jobs",
        &["domain", "store", "config", "memory", "metrics", "services"],
    ),
    (
        "commands",
        &[
            "domain", "store", "config", "memory", "logging", "services", "app",
        ],
    ),
    (
        "app",
        &[
            "domain", "store", "config", "memory", "metrics", "logging", "services", "http",
            "jobs", "commands",
        ],
    ),
    ("cli", &["config", "logging", "commands"]),
];

/// Libraries kept to some layers: (crate, where it may or may not be used).
const LIBRARIES: &[(&str, Where)] = &[
    ("sqlx", Where::Only(&["store"])),
    ("axum", Where::Only(&["http", "app", "main"])),
    // The domain is pure: no runtime, no I/O.
    ("tokio", Where::Not(&["domain"])),
];

enum Where {
    Only(&'static [&'static str]),
    Not(&'static [&'static str]),
}

impl Where {
    fn allows(&self, layer: &str) -> bool {
        match self {
            Self::Only(layers) => layers.contains(&layer),
            Self::Not(layers) => !layers.contains(&layer),
        }
    }
}

#[test]
fn every_module_imports_only_the_layers_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let modules = top_modules(&src);
    let mut failures = Vec::new();
    for file in rust_files(&src) {
        let text = std::fs::read_to_string(&file).expect("readable source file");
        let relative = file.strip_prefix(&src).expect("under src");
        failures.extend(check_file(relative, &text, &modules));
    }
    assert!(
        failures.is_empty(),
        "{} upward import(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The layer rule's view of `relative` (a path under `src/`); `modules` are
/// the top modules of `src/` (other names a path starts with are items).
fn check_file(relative: &Path, text: &str, modules: &BTreeSet<String>) -> Vec<String> {
    let module = top_module(relative);
    let layer = layer_of(&module);
    let allowed = allowed_modules(&layer);
    let depth = module_depth(relative);
    let mut failures = Vec::new();
    for (number, line) in code_lines(text) {
        for target in imported_modules(line, depth) {
            let target_layer = layer_of(&target);
            if !modules.contains(&target) || target == module {
                continue;
            }
            if let Some(services) = room_services(&module) {
                if target_layer == "services" && !services.contains(&target.as_str()) {
                    failures.push(format!(
                        "src/{}:{number}: the `{module}` room may not import the `{target}` service: {}",
                        relative.display(),
                        line.trim()
                    ));
                    continue;
                }
            }
            if allowed.contains("*") || allowed.contains(&target) || allowed.contains(&target_layer)
            {
                continue;
            }
            failures.push(format!(
                "src/{}:{number}: `{module}` ({layer}) may not import `{target}`: {}",
                relative.display(),
                line.trim()
            ));
        }
        for (library, place) in LIBRARIES {
            if uses_library(line, library) && !place.allows(&layer) {
                failures.push(format!(
                    "src/{}:{number}: `{library}` is not used in `{module}` ({layer}): {}",
                    relative.display(),
                    line.trim()
                ));
            }
        }
    }
    failures
}

/// The modules a file in `layer` may import; `lib` and `main` may import all.
fn allowed_modules(layer: &str) -> BTreeSet<String> {
    if layer == "lib" || layer == "main" {
        return ["*"].iter().map(|s| s.to_string()).collect();
    }
    let Some((_, allowed)) = RULES.iter().find(|(name, _)| *name == layer) else {
        panic!("src/ holds a top module `{layer}` that the layer table does not name");
    };
    allowed.iter().map(|s| s.to_string()).collect()
}

/// The services a room may import, for the modules [`ROOMS`] names.
fn room_services(module: &str) -> Option<&'static [&'static str]> {
    ROOMS
        .iter()
        .find(|(name, _)| *name == module)
        .map(|(_, services)| *services)
}

fn layer_of(module: &str) -> String {
    if SERVICES.contains(&module) {
        "services".to_owned()
    } else {
        module.to_owned()
    }
}

/// `store` for `store/links.rs`, `memory` for `memory.rs`.
fn top_module(relative: &Path) -> String {
    let first = relative
        .components()
        .next()
        .and_then(|c| c.as_os_str().to_str())
        .unwrap_or("");
    first.trim_end_matches(".rs").to_owned()
}

/// How many `super::` it takes to reach the crate root from this file's
/// module (`store/mod.rs` 1, `store/links.rs` 2, `memory.rs` 1).
fn module_depth(relative: &Path) -> usize {
    let parts = relative.components().count();
    if relative.file_name().and_then(|n| n.to_str()) == Some("mod.rs") {
        parts - 1
    } else {
        parts
    }
}

/// Lines of code with their numbers, comments left out (a `//` inside a
/// string, such as a URL, ends nothing: only whole comment lines are skipped).
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line))
        .filter(|(_, line)| !line.trim_start().starts_with("//"))
}

/// The top modules a line names through `crate::` or a `super::` chain that
/// climbs to the crate root. `*` (lib and main may import everything) never
/// appears here.
fn imported_modules(line: &str, depth: usize) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("crate::") {
        // `$crate::` in a macro is the same crate.
        let after = &rest[at + "crate::".len()..];
        if let Some(group) = after.strip_prefix('{') {
            found.extend(group_heads(group));
        } else {
            found.push(identifier(after));
        }
        rest = after;
    }
    if let Some(at) = line.find("super::") {
        let chain = &line[at..];
        let supers = chain.matches("super::").count();
        let tail = chain.rsplit("super::").next().unwrap_or("");
        if supers >= depth {
            found.push(identifier(tail));
        }
    }
    found.retain(|name| !name.is_empty() && name != "self");
    found
}

/// The first path segment of each member of a `{a::b, c}` group.
fn group_heads(group: &str) -> Vec<String> {
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut start = true;
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' => depth -= 1,
            ',' if depth == 0 => start = true,
            c if start && !c.is_whitespace() => {
                heads.push(identifier(&group[i..]));
                start = false;
            }
            _ => {}
        }
    }
    heads
}

fn identifier(text: &str) -> String {
    text.chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

/// Whether `line` names the external crate `library` (`use sqlx…`,
/// `sqlx::…`), not a module of ours or a longer name.
fn uses_library(line: &str, library: &str) -> bool {
    let pattern = format!("{library}::");
    line.match_indices(&pattern).any(|(at, _)| {
        let before = line[..at].chars().last();
        !matches!(before, Some(c) if c.is_alphanumeric() || c == '_' || c == ':')
    }) || line.trim_start().starts_with(&format!("use {library};"))
}

/// The top modules: every folder and `.rs` file directly under `src/`, and
/// the services, which may not exist yet on every branch.
fn top_modules(src: &Path) -> BTreeSet<String> {
    let mut modules: BTreeSet<String> = SERVICES.iter().map(|s| s.to_string()).collect();
    for entry in std::fs::read_dir(src).expect("readable src") {
        let path = entry.expect("folder entry").path();
        if let Some(name) = path.file_name().and_then(|n| n.to_str()) {
            modules.insert(name.trim_end_matches(".rs").to_owned());
        }
    }
    modules
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).expect("readable folder") {
            let path = entry.expect("folder entry").path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

#[test]
fn the_checker_sees_upward_imports() {
    let modules = top_modules(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    let check = |file: &str, text: &str| check_file(Path::new(file), text, &modules);
    let planted = check(
        "domain/links.rs",
        "use crate::http::AppState;\nuse crate::{config::Settings, domain::time};\n",
    );
    assert_eq!(planted.len(), 2, "{planted:?}");
    assert!(
        planted[0].starts_with("src/domain/links.rs:1: `domain` (domain) may not import `http`")
    );
    let escaped = check("store/links.rs", "use super::super::http::Thing;\n");
    assert_eq!(escaped.len(), 1, "{escaped:?}");
    let library = check("redirects/mod.rs", "let e: sqlx::Error;\n");
    assert_eq!(library.len(), 1, "{library:?}");
    let service = check("links/mod.rs", "use crate::http::ApiError;\n");
    assert_eq!(service.len(), 1, "{service:?}");
    assert!(check("store/links.rs", "use super::Store;\n").is_empty());
    assert!(check("http/mod.rs", "use crate::http::state;\n").is_empty());
    assert!(check("memory.rs", "    use super::return_large_buffers;\n").is_empty());
    assert!(check("jobs/mod.rs", "use crate::redirects::Redirects;\n").is_empty());
    // The rooms: the visits room never reaches back into the redirects.
    let upward = check("visits/flush.rs", "use crate::redirects::Target;\n");
    assert_eq!(upward.len(), 1, "{upward:?}");
    assert!(upward[0].contains("the `visits` room may not import the `redirects` service"));
    assert!(check("redirects/mod.rs", "use crate::visits::Visitor;\n").is_empty());
    assert_eq!(
        check("redirects/mod.rs", "use crate::links::Links;\n").len(),
        1
    );
}
