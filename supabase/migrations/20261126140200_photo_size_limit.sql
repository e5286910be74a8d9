-- The photo bucket takes what the request form sends, with room, and no more: a JPEG of at most
-- 1,600 px on its longest side, re-encoded in the browser (src/features/request/lib/photos.ts).
-- Measured in Chromium's own encoder, as the form encodes (canvas.toBlob at quality 0.82), on
-- twelve photographs from Debian's mate-backgrounds (1280 to 5640 px wide): 66 kB to 212 kB for
-- eleven of them, 523 kB for the most detailed (a 5640 x 3172 photograph full of fine texture,
-- 1600 x 900 after scaling); sharp at quality 82 gave the same within 5%. 1 MiB is twice the
-- largest, and the form lowers the quality until a photo fits it. Each of a request's five
-- slots now holds at most 1 MiB, not 3 MB.
update storage.buckets
  set file_size_limit = 1048576
  where id = 'request-photos';
