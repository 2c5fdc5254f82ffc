//! The JSON line format: one object per event, its own fields under
//! `fields` (so that a field can never overwrite `time` or `level`), and
//! the names of the spans it happened in under `spans`.

use chrono::{DateTime, Utc};
use serde_json::{Map, Value};
use std::fmt;
use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::fmt::format::Writer;
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormatFields};
use tracing_subscriber::registry::LookupSpan;

pub(super) struct JsonLines;

/// One log line as JSON (without the newline): also used by the access log,
/// whose lines do not pass through the subscriber.
pub fn json_line(
    time: DateTime<Utc>,
    level: &str,
    target: &str,
    message: &str,
    fields: Map<String, Value>,
) -> String {
    let mut line = Map::new();
    line.insert("time".into(), Value::String(format_time(time)));
    line.insert("level".into(), Value::String(level.to_owned()));
    line.insert("target".into(), Value::String(target.to_owned()));
    line.insert("message".into(), Value::String(message.to_owned()));
    line.insert("fields".into(), Value::Object(fields));
    Value::Object(line).to_string()
}

/// RFC 3339 in UTC with microseconds, as both formats write it.
pub fn format_time(time: DateTime<Utc>) -> String {
    time.to_rfc3339_opts(chrono::SecondsFormat::Micros, true)
}

impl<S, N> FormatEvent<S, N> for JsonLines
where
    S: Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> FormatFields<'a> + 'static,
{
    fn format_event(
        &self,
        context: &FmtContext<'_, S, N>,
        mut writer: Writer<'_>,
        event: &Event<'_>,
    ) -> fmt::Result {
        let mut fields = Fields::default();
        event.record(&mut fields);
        let metadata = event.metadata();
        let mut line = json_line(
            Utc::now(),
            metadata.level().as_str(),
            metadata.target(),
            &fields.message,
            fields.others,
        );
        if let Some(scope) = context.event_scope() {
            let spans: Vec<Value> = scope
                .from_root()
                .map(|span| Value::String(span.name().to_owned()))
                .collect();
            if !spans.is_empty() {
                // Appended before the closing brace of the object.
                line.pop();
                line.push_str(",\"spans\":");
                line.push_str(&Value::Array(spans).to_string());
                line.push('}');
            }
        }
        writeln!(writer, "{line}")
    }
}

#[derive(Default)]
struct Fields {
    message: String,
    others: Map<String, Value>,
}

impl Fields {
    fn put(&mut self, field: &Field, value: Value) {
        if field.name() == "message" {
            self.message = match value {
                Value::String(text) => text,
                other => other.to_string(),
            };
        } else {
            self.others.insert(field.name().to_owned(), value);
        }
    }
}

impl Visit for Fields {
    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        self.put(field, Value::String(format!("{value:?}")));
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        self.put(field, Value::String(value.to_owned()));
    }

    fn record_i64(&mut self, field: &Field, value: i64) {
        self.put(field, Value::from(value));
    }

    fn record_u64(&mut self, field: &Field, value: u64) {
        self.put(field, Value::from(value));
    }

    fn record_f64(&mut self, field: &Field, value: f64) {
        self.put(field, Value::from(value));
    }

    fn record_bool(&mut self, field: &Field, value: bool) {
        self.put(field, Value::from(value));
    }

    fn record_error(&mut self, field: &Field, value: &(dyn std::error::Error + 'static)) {
        self.put(field, Value::String(value.to_string()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};
    use tracing_subscriber::fmt::MakeWriter;

    #[derive(Clone, Default)]
    struct Captured(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Captured {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0
                .lock()
                .map_err(|_| std::io::ErrorKind::Other)?
                .extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl<'a> MakeWriter<'a> for Captured {
        type Writer = Self;
        fn make_writer(&'a self) -> Self {
            self.clone()
        }
    }

    #[test]
    fn each_event_is_one_object_with_its_fields_apart() {
        let captured = Captured::default();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(captured.clone())
            .event_format(JsonLines)
            .finish();
        tracing::subscriber::with_default(subscriber, || {
            let span = tracing::info_span!("flush");
            let _entered = span.enter();
            tracing::warn!(
                links = 3u64,
                slug = "a\"b",
                ok = true,
                level = "fake",
                "written\nnow"
            );
        });
        let bytes = captured.0.lock().expect("lock").clone();
        let text = String::from_utf8(bytes).expect("utf-8");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 1, "{text}");
        let line: Value = serde_json::from_str(lines[0]).expect("JSON");
        assert_eq!(line["level"], "WARN");
        assert_eq!(line["message"], "written\nnow");
        assert_eq!(line["target"], module_path!());
        assert_eq!(line["fields"]["links"], 3);
        assert_eq!(line["fields"]["slug"], "a\"b");
        assert_eq!(line["fields"]["ok"], true);
        assert_eq!(line["fields"]["level"], "fake");
        assert_eq!(line["spans"], serde_json::json!(["flush"]));
        let time = line["time"].as_str().expect("time");
        assert!(chrono::DateTime::parse_from_rfc3339(time).is_ok(), "{time}");
    }
}
