-- How many links each domain holds, kept by triggers: the owner's list
-- (no filter, or one domain) answers its total from here instead of
-- counting every link, which takes most of a second at ten million links
-- (bench/README.md, "The scale run"). A migration that rebuilds `links`
-- must create these triggers again.
CREATE TABLE link_totals (
    domain_id TEXT PRIMARY KEY NOT NULL,
    links     INTEGER NOT NULL
);
INSERT INTO link_totals (domain_id, links)
SELECT domain_id, COUNT(*) FROM links GROUP BY domain_id;

CREATE TRIGGER link_totals_insert AFTER INSERT ON links
BEGIN
    INSERT OR IGNORE INTO link_totals (domain_id, links) VALUES (new.domain_id, 0);
    UPDATE link_totals SET links = links + 1 WHERE domain_id = new.domain_id;
END;
CREATE TRIGGER link_totals_delete AFTER DELETE ON links
BEGIN
    UPDATE link_totals SET links = links - 1 WHERE domain_id = old.domain_id;
END;
CREATE TRIGGER link_totals_move AFTER UPDATE OF domain_id ON links
WHEN old.domain_id IS NOT new.domain_id
BEGIN
    UPDATE link_totals SET links = links - 1 WHERE domain_id = old.domain_id;
    INSERT OR IGNORE INTO link_totals (domain_id, links) VALUES (new.domain_id, 0);
    UPDATE link_totals SET links = links + 1 WHERE domain_id = new.domain_id;
END;
