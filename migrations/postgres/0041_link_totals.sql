-- How many links each domain holds, kept by triggers: the owner's list
-- (no filter, or one domain) answers its total from here instead of
-- counting every link, which took over a second at ten million links
-- (bench/README.md, "The scale run"). Inserts and deletes are counted per
-- statement from their transition tables, so a bulk import's chunk costs
-- one update per domain; a link moved to another domain is counted per
-- row. A migration that rebuilds `links` must create these triggers again.
CREATE TABLE link_totals (
    domain_id TEXT PRIMARY KEY,
    links     BIGINT NOT NULL
);
INSERT INTO link_totals (domain_id, links)
SELECT domain_id, COUNT(*) FROM links GROUP BY domain_id;

CREATE FUNCTION link_totals_added() RETURNS trigger AS $$
BEGIN
    -- Domains in one order, so concurrent statements lock their rows alike.
    INSERT INTO link_totals (domain_id, links)
    SELECT domain_id, COUNT(*) FROM added GROUP BY domain_id ORDER BY domain_id
    ON CONFLICT (domain_id) DO UPDATE SET links = link_totals.links + EXCLUDED.links;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER link_totals_insert AFTER INSERT ON links
REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION link_totals_added();

CREATE FUNCTION link_totals_removed() RETURNS trigger AS $$
BEGIN
    UPDATE link_totals t SET links = t.links - r.links
    FROM (SELECT domain_id, COUNT(*) AS links FROM removed GROUP BY domain_id) r
    WHERE t.domain_id = r.domain_id;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER link_totals_delete AFTER DELETE ON links
REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION link_totals_removed();

CREATE FUNCTION link_totals_moved() RETURNS trigger AS $$
BEGIN
    UPDATE link_totals SET links = links - 1 WHERE domain_id = OLD.domain_id;
    INSERT INTO link_totals (domain_id, links) VALUES (NEW.domain_id, 1)
    ON CONFLICT (domain_id) DO UPDATE SET links = link_totals.links + 1;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER link_totals_move AFTER UPDATE OF domain_id ON links
FOR EACH ROW WHEN (OLD.domain_id IS DISTINCT FROM NEW.domain_id)
EXECUTE FUNCTION link_totals_moved();
