-- A crew member's row names the marks they made after they leave (removal sets removed_at and
-- bans the account at Auth). Deleting the Auth account cascaded to that row, erasing the name;
-- the account of anyone who was on the crew is now kept: remove them, never delete them.
alter table public.crew
  drop constraint crew_user_id_fkey,
  add constraint crew_user_id_fkey foreign key (user_id) references auth.users (id) on delete restrict;
