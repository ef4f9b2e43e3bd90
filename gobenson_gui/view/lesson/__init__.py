"""The lesson page (:mod:`.page`): a record's nodes or an exercise set as one self-contained HTML
file, whose scripts analyse, explain and grade in the browser as gobenson does."""
