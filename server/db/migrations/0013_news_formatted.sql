-- News bodies become formatted text (field kind richtext): a body written before as plain text is kept word for
-- word, its special characters escaped and each line a line of its paragraph.
UPDATE news SET body = '<p>' || replace(replace(replace(replace(body, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n', '<br>') || '</p>'
WHERE body IS NOT NULL AND body <> '' AND body NOT LIKE '<p>%';
