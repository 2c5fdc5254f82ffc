//! A link's A/B split (docs/campaigns.md#ab-split): 2 to 8 destinations
//! with integer weights. Visitors that no redirect rule sends elsewhere go
//! to one of them, chosen by weight from the visit's daily visitor key, so
//! a visitor keeps its variant for the UTC day without a cookie (and with
//! one, when the link asks, for longer).

use super::links::Destination;
use serde_json::Value;
use std::collections::HashSet;

pub const MIN_VARIANTS: usize = 2;
pub const MAX_VARIANTS: usize = 8;
pub const MAX_WEIGHT: u32 = 1000;

/// One destination of a split and its weight.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Variant {
    pub destination: String,
    pub weight: u32,
}

/// The split as stored and shown.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Split {
    pub variants: Vec<Variant>,
    /// Also remember a visitor's variant in a cookie (30 days).
    #[serde(default)]
    pub cookie: bool,
}

/// What is wrong with a split; `variant` counts from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SplitError {
    #[error("expected an object with variants (and cookie)")]
    NotAnObject,
    #[error("cookie must be true or false")]
    InvalidCookie,
    #[error("a split has 2 to 8 variants")]
    VariantCount,
    #[error("variant {0} needs an http or https destination")]
    InvalidDestination(usize),
    #[error("variant {0} needs a weight from 1 to 1000")]
    InvalidWeight(usize),
    #[error("variant {0} repeats another variant's destination")]
    RepeatedDestination(usize),
    #[error("the link has no split")]
    NoSplit,
    #[error("destination is not one of the split's variants")]
    NotAVariant,
}

/// A variant's weight as sent: checked against the bounds here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VariantInput {
    pub destination: String,
    pub weight: i64,
}

impl Split {
    /// A checked split from what a request or an import sent.
    pub fn checked(variants: Vec<VariantInput>, cookie: bool) -> Result<Self, SplitError> {
        if !(MIN_VARIANTS..=MAX_VARIANTS).contains(&variants.len()) {
            return Err(SplitError::VariantCount);
        }
        let mut seen = HashSet::new();
        let mut checked = Vec::with_capacity(variants.len());
        for (i, variant) in variants.into_iter().enumerate() {
            let number = i + 1;
            let destination = Destination::parse(&variant.destination)
                .map_err(|_| SplitError::InvalidDestination(number))?
                .into_string();
            let weight = u32::try_from(variant.weight)
                .ok()
                .filter(|w| (1..=MAX_WEIGHT).contains(w))
                .ok_or(SplitError::InvalidWeight(number))?;
            if !seen.insert(destination.clone()) {
                return Err(SplitError::RepeatedDestination(number));
            }
            checked.push(Variant {
                destination,
                weight,
            });
        }
        Ok(Self {
            variants: checked,
            cookie,
        })
    }

    /// A stored split, checked again (only the server writes the column).
    pub fn from_stored(text: &str) -> Option<Self> {
        let split: Self = serde_json::from_str(text).ok()?;
        let inputs = split
            .variants
            .into_iter()
            .map(|v| VariantInput {
                destination: v.destination,
                weight: i64::from(v.weight),
            })
            .collect();
        Self::checked(inputs, split.cookie).ok()
    }

    pub fn weights(&self) -> Vec<u32> {
        self.variants.iter().map(|v| v.weight).collect()
    }

    /// The variant with this destination, by position.
    pub fn position_of(&self, destination: &str) -> Option<usize> {
        self.variants
            .iter()
            .position(|v| v.destination == destination)
    }
}

/// Parses the API's (or an import's) JSON split: variant by variant, so
/// the error names the one at fault.
pub fn parse_split(value: &Value) -> Result<Split, SplitError> {
    let object = value.as_object().ok_or(SplitError::NotAnObject)?;
    let Some(Value::Array(items)) = object.get("variants") else {
        return Err(SplitError::VariantCount);
    };
    let cookie = match object.get("cookie") {
        None | Some(Value::Null) => false,
        Some(Value::Bool(cookie)) => *cookie,
        Some(_) => return Err(SplitError::InvalidCookie),
    };
    if !(MIN_VARIANTS..=MAX_VARIANTS).contains(&items.len()) {
        return Err(SplitError::VariantCount);
    }
    let variants = items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let destination = item
                .get("destination")
                .and_then(Value::as_str)
                .ok_or(SplitError::InvalidDestination(i + 1))?;
            let weight = item
                .get("weight")
                .and_then(Value::as_i64)
                .ok_or(SplitError::InvalidWeight(i + 1))?;
            Ok(VariantInput {
                destination: destination.to_owned(),
                weight,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Split::checked(variants, cookie)
}

/// The variant (by position) a visitor with `key` gets: `key` is taken as
/// a uniform 64-bit number and cut in proportion to the weights, so over
/// many visitors each variant gets its weight's share (the unit tests hold
/// it to a χ² test), and one key always gets the same variant.
pub fn pick(weights: &[u32], key: u64) -> usize {
    let total: u64 = weights.iter().map(|w| u64::from(*w)).sum();
    if total == 0 {
        return 0;
    }
    // key × total / 2^64: a point in [0, total) without modulo bias.
    let point = ((u128::from(key) * u128::from(total)) >> 64) as u64;
    let mut upper = 0u64;
    for (i, weight) in weights.iter().enumerate() {
        upper += u64::from(*weight);
        if point < upper {
            return i;
        }
    }
    weights.len() - 1
}

/// A variant's name in a visitor's cookie: a stable 32-bit FNV-1a hash of
/// its destination in hex, so every instance reads it alike and a cookie
/// of a changed split names no variant (the visitor is then picked anew).
pub fn cookie_tag(destination: &str) -> String {
    let mut hash: u32 = 0x811c_9dc5;
    for byte in destination.bytes() {
        hash ^= u32::from(byte);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    format!("{hash:08x}")
}

/// A variant's key in a visit's event: a 64-bit FNV-1a hash of its
/// destination. The event carries this number instead of the name, and the
/// flush names it from the link's stored split (`visits::variant_names`):
/// a visit then touches no shared name to count its variant.
pub fn variant_key(destination: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in destination.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// χ² of `counts` against the shares `weights` give their total: what the
/// unit tests compare with the critical value, and what a report of a
/// split's distribution can show.
pub fn chi_square(counts: &[u64], weights: &[u32]) -> f64 {
    let n: u64 = counts.iter().sum();
    let total: u64 = weights.iter().map(|w| u64::from(*w)).sum();
    if n == 0 || total == 0 {
        return 0.0;
    }
    counts
        .iter()
        .zip(weights)
        .map(|(observed, weight)| {
            let expected = n as f64 * f64::from(*weight) / total as f64;
            let diff = *observed as f64 - expected;
            diff * diff / expected
        })
        .sum()
}

#[cfg(test)]
#[path = "split_tests.rs"]
mod tests;
