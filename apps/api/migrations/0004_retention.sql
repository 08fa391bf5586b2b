-- What visitors leave behind is pruned: guest ids past their retention are
-- deleted by age, which needs an index on the time they were issued.

CREATE INDEX guest_by_time ON guest (created_at);
