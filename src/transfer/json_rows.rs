//! JSON import files, element by element: the top-level array, or for
//! services that wrap it in objects (Kutt's `data`, Sink's `links`,
//! Shlink's `shortUrls` → `data`) the array under those keys. Only one
//! element is ever held in memory, and it is bounded (`json_bounds`).

use super::json_bounds::{json_limit, JsonBounds};
use super::read::{ReadError, Reading, Row};
use crate::domain::import::{json_link, Service};
use serde::de::{DeserializeSeed, Deserializer as _, IgnoredAny, MapAccess, SeqAccess, Visitor};
use std::fmt;
use std::io::Read;

/// Returns the number of elements.
pub(super) fn read_json(
    input: impl Read,
    service: Service,
    reading: &mut Reading,
) -> Result<u64, ReadError> {
    let mut deserializer = serde_json::Deserializer::from_reader(JsonBounds::new(input));
    let mut stopped = false;
    let visitor = Elements {
        service,
        path: service.json_array_path(),
        reading,
        stopped: &mut stopped,
    };
    let outcome = deserializer
        .deserialize_any(visitor)
        .and_then(|count| deserializer.end().map(|()| count));
    match outcome {
        Ok(count) => Ok(count),
        Err(_) if stopped => Err(ReadError::Stopped),
        Err(error) if error.is_io() => {
            let error = std::io::Error::from(error);
            Err(match json_limit(&error) {
                Some(limit) => ReadError::JsonLimit(limit),
                None => ReadError::Io(error),
            })
        }
        Err(_) => Err(ReadError::Json),
    }
}

struct Elements<'a, 'b> {
    service: Service,
    /// The keys still to follow to the array.
    path: &'static [&'static str],
    reading: &'a mut Reading<'b>,
    stopped: &'a mut bool,
}

impl<'de> Visitor<'de> for Elements<'_, '_> {
    type Value = u64;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an array of links")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<u64, A::Error> {
        let mut number = 0;
        let Some(emit) = self.reading.emit.as_mut() else {
            // Counting: elements are parsed, never built.
            while seq.next_element::<IgnoredAny>()?.is_some() {
                number += 1;
            }
            return Ok(number);
        };
        while let Some(element) = seq.next_element::<serde_json::Value>()? {
            number += 1;
            let row = Row {
                number,
                line: None,
                link: json_link(
                    self.service,
                    &element,
                    self.reading.reserved,
                    self.reading.now,
                ),
            };
            if emit(row).is_err() {
                *self.stopped = true;
                return Err(serde::de::Error::custom("stopped"));
            }
        }
        Ok(number)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<u64, A::Error> {
        let Some((wanted, rest)) = self.path.split_first() else {
            return Err(serde::de::Error::custom("an array of links"));
        };
        let mut elements = Some(Elements { path: rest, ..self });
        let mut count = None;
        while let Some(key) = map.next_key::<String>()? {
            match elements.take_if(|_| key == *wanted) {
                Some(elements) => count = Some(map.next_value_seed(elements)?),
                None => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        count.ok_or_else(|| serde::de::Error::custom("no array of links"))
    }
}

/// The value under the wrapping object's key: the array, or the next
/// object on the way to it.
impl<'de> DeserializeSeed<'de> for Elements<'_, '_> {
    type Value = u64;

    fn deserialize<D: serde::Deserializer<'de>>(self, deserializer: D) -> Result<u64, D::Error> {
        if self.path.is_empty() {
            deserializer.deserialize_seq(self)
        } else {
            deserializer.deserialize_map(self)
        }
    }
}
