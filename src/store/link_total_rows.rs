//! Many links' totals read at once: `(link_num, humans, bots)` rows, as
//! many as a busy day has visited links. SQLite's driver hands rows over
//! one at a time, about 3 µs each: a day of 154,000 visited links took
//! 0.5 s of a 0.6-s overview at 10M links, where SQLite itself read them in
//! 49 ms (bench/README.md, "busy days read in one row"). On SQLite such rows
//! therefore come back as one row of three comma-separated columns. The aggregate
//! steps all three for each row in turn, so their positions match.

use super::period_totals::link_total;
use super::{Db, Store, StoreError};
use crate::domain::period_totals::LinkTotal;

impl Store {
    /// The rows of `sql`, which selects `link_num`, `humans` and `bots`
    /// (named so) with `binds` as `$1`, `$2`, …, in link order.
    pub(super) async fn link_total_rows(
        &self,
        sql: &str,
        binds: &[i64],
    ) -> Result<Vec<LinkTotal>, StoreError> {
        match &self.db {
            Db::Sqlite { reader, .. } => {
                let packed = format!(
                    "SELECT group_concat(link_num), group_concat(humans), group_concat(bots) \
                     FROM ({sql})"
                );
                let mut query = sqlx::query_as(&packed);
                for bind in binds {
                    query = query.bind(*bind);
                }
                let columns: PackedColumns = query.fetch_one(reader).await?;
                unpack(columns)
            }
            Db::Postgres(pool) => {
                let mut query = sqlx::query_as(sql);
                for bind in binds {
                    query = query.bind(*bind);
                }
                let rows: Vec<(i64, i64, i64)> = query.fetch_all(pool).await?;
                Ok(rows.into_iter().map(link_total).collect())
            }
        }
    }
}

/// Link numbers, humans and bots, each comma-separated; `None` for no rows.
type PackedColumns = (Option<String>, Option<String>, Option<String>);

fn unpack((nums, humans, bots): PackedColumns) -> Result<Vec<LinkTotal>, StoreError> {
    let (Some(nums), Some(humans), Some(bots)) = (nums, humans, bots) else {
        return Ok(Vec::new());
    };
    let numbers = |text: &str| -> Result<Vec<i64>, StoreError> {
        text.split(',')
            .map(|n| {
                n.parse()
                    .map_err(|_| StoreError::other("a packed link total did not read back"))
            })
            .collect()
    };
    let (nums, humans, bots) = (numbers(&nums)?, numbers(&humans)?, numbers(&bots)?);
    if nums.len() != humans.len() || nums.len() != bots.len() {
        return Err(StoreError::other("packed link totals of unequal lengths"));
    }
    let mut rows: Vec<LinkTotal> = nums
        .into_iter()
        .zip(humans.into_iter().zip(bots))
        .map(|(num, (humans, bots))| link_total((num, humans, bots)))
        .collect();
    // An aggregate's order is the engine's to choose.
    if !rows.is_sorted_by_key(|row| row.num) {
        rows.sort_unstable_by_key(|row| row.num);
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn packed(nums: &str, humans: &str, bots: &str) -> PackedColumns {
        (Some(nums.into()), Some(humans.into()), Some(bots.into()))
    }

    #[test]
    fn packed_columns_read_back_as_rows_in_link_order() {
        let rows = unpack(packed("9,2,5", "1,20,0", "0,3,7")).expect("rows");
        let read: Vec<(i64, u64, u64)> = rows.iter().map(|r| (r.num, r.humans, r.bots)).collect();
        assert_eq!(read, [(2, 20, 3), (5, 0, 7), (9, 1, 0)]);
        assert!(unpack((None, None, None)).expect("none").is_empty());
    }

    #[test]
    fn damaged_packed_columns_are_an_error_not_a_guess() {
        assert!(unpack(packed("1,2", "1", "1,1")).is_err());
        assert!(unpack(packed("1,x", "1,1", "1,1")).is_err());
        assert!(unpack(packed("1,2.5", "1,1", "1,1")).is_err());
    }
}
