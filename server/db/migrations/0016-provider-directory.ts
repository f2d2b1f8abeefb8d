import { type Kysely, sql } from 'kysely';

/**
 * The provider directory (decision 0032): each provider row carries its rating total, rating
 * count and completed jobs, kept by triggers on `feedback` and `service_requests`, so the
 * public list reads a page from an index in its own order instead of aggregating every order.
 * `rating_tenths` is the average as shown (one decimal, times ten; 0 before the first rating).
 * Each offered service carries a copy of its provider's city, standing and totals, so a list
 * for one service (and city) reads its own index too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table service_providers
    add column rating_count integer not null default 0,
    add column rating_sum integer not null default 0,
    add column completed_jobs integer not null default 0`.execute(db);
  await sql`alter table service_providers add column rating_tenths integer not null
    generated always as (
      case when rating_count > 0 then round(rating_sum * 10.0 / rating_count)::integer else 0 end
    ) stored`.execute(db);

  // What is there already: ratings as GET /client/viewSPprofile counts them (every feedback of
  // the provider's orders), jobs as the orders whose status is completed.
  await sql`update service_providers sp set rating_count = x.n, rating_sum = x.total
    from (select r.sp_id, count(*)::integer as n, sum(f.rating)::integer as total
          from feedback f join service_requests r on r.request_id = f.request_id
          where r.sp_id is not null group by r.sp_id) x
    where x.sp_id = sp.sp_id`.execute(db);
  await sql`update service_providers sp set completed_jobs = x.n
    from (select sp_id, count(*)::integer as n from service_requests
          where status = 'completed' and sp_id is not null group by sp_id) x
    where x.sp_id = sp.sp_id`.execute(db);

  // A rating given, changed or removed moves its provider's totals.
  await sql`create function provider_stats_on_feedback() returns trigger
    language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update service_providers sp
          set rating_count = sp.rating_count - 1, rating_sum = sp.rating_sum - old.rating
          from service_requests r
          where r.request_id = old.request_id and sp.sp_id = r.sp_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        update service_providers sp
          set rating_count = sp.rating_count + 1, rating_sum = sp.rating_sum + new.rating
          from service_requests r
          where r.request_id = new.request_id and sp.sp_id = r.sp_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger feedback_provider_stats
    after insert or delete or update of rating, request_id on feedback
    for each row execute function provider_stats_on_feedback()`.execute(db);

  // An order reaching or leaving 'completed' moves its provider's job count; an order that
  // changes provider (or is deleted) takes its rating along. Deletion runs before the row goes,
  // while its feedback (deleted by the cascade after it) can still be read.
  await sql`create function provider_stats_on_request() returns trigger
    language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.sp_id is not null then
        if old.status = 'completed' then
          update service_providers set completed_jobs = completed_jobs - 1
            where sp_id = old.sp_id;
        end if;
        if tg_op = 'DELETE' or new.sp_id is distinct from old.sp_id then
          update service_providers sp
            set rating_count = sp.rating_count - 1, rating_sum = sp.rating_sum - f.rating
            from feedback f
            where f.request_id = old.request_id and sp.sp_id = old.sp_id;
        end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.sp_id is not null then
        if new.status = 'completed' then
          update service_providers set completed_jobs = completed_jobs + 1
            where sp_id = new.sp_id;
        end if;
        if tg_op = 'UPDATE' and new.sp_id is distinct from old.sp_id then
          update service_providers sp
            set rating_count = sp.rating_count + 1, rating_sum = sp.rating_sum + f.rating
            from feedback f
            where f.request_id = new.request_id and sp.sp_id = new.sp_id;
        end if;
      end if;
      if tg_op = 'DELETE' then
        return old;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger service_requests_provider_stats_new
    after insert on service_requests
    for each row when (new.status = 'completed' and new.sp_id is not null)
    execute function provider_stats_on_request()`.execute(db);
  await sql`create trigger service_requests_provider_stats
    after update of status, sp_id on service_requests
    for each row
    when (old.status is distinct from new.status or old.sp_id is distinct from new.sp_id)
    execute function provider_stats_on_request()`.execute(db);
  await sql`create trigger service_requests_provider_stats_gone
    before delete on service_requests
    for each row when (old.sp_id is not null)
    execute function provider_stats_on_request()`.execute(db);

  // The directory's orders, for active providers: by rating (then how many rated), by jobs
  // (then rating), each in every city and in one city.
  await sql`create index service_providers_by_rating on service_providers
    (rating_tenths desc, rating_count desc, sp_id desc) where status = 'active'`.execute(db);
  await sql`create index service_providers_city_by_rating on service_providers
    (city_id, rating_tenths desc, rating_count desc, sp_id desc) where status = 'active'`.execute(
    db,
  );
  await sql`create index service_providers_by_jobs on service_providers
    (completed_jobs desc, rating_tenths desc, sp_id desc) where status = 'active'`.execute(db);
  await sql`create index service_providers_city_by_jobs on service_providers
    (city_id, completed_jobs desc, rating_tenths desc, sp_id desc) where status = 'active'`.execute(
    db,
  );

  // A list for one service (the usual search: a service in a city) reads provider_services in
  // its own order: each row carries a copy of its provider's city, standing and totals.
  await sql`alter table provider_services
    add column sp_city_id integer,
    add column sp_active boolean not null default false,
    add column sp_rating_tenths integer not null default 0,
    add column sp_rating_count integer not null default 0,
    add column sp_completed_jobs integer not null default 0`.execute(db);
  await sql`update provider_services ps set sp_city_id = sp.city_id,
      sp_active = sp.status = 'active', sp_rating_tenths = sp.rating_tenths,
      sp_rating_count = sp.rating_count, sp_completed_jobs = sp.completed_jobs
    from service_providers sp where sp.sp_id = ps.sp_id`.execute(db);
  await sql`alter table provider_services alter column sp_city_id set not null`.execute(db);
  await sql`create function provider_services_copy_provider() returns trigger
    language plpgsql as $$
    begin
      select sp.city_id, sp.status = 'active', sp.rating_tenths, sp.rating_count, sp.completed_jobs
        into new.sp_city_id, new.sp_active, new.sp_rating_tenths, new.sp_rating_count,
          new.sp_completed_jobs
        from service_providers sp where sp.sp_id = new.sp_id;
      return new;
    end $$`.execute(db);
  await sql`create trigger provider_services_copy_provider
    before insert or update of sp_id on provider_services
    for each row execute function provider_services_copy_provider()`.execute(db);
  await sql`create function service_providers_copy_to_services() returns trigger
    language plpgsql as $$
    begin
      update provider_services set sp_city_id = new.city_id, sp_active = new.status = 'active',
          sp_rating_tenths = new.rating_tenths, sp_rating_count = new.rating_count,
          sp_completed_jobs = new.completed_jobs
        where sp_id = new.sp_id;
      return null;
    end $$`.execute(db);
  await sql`create trigger service_providers_copy_to_services
    after update on service_providers
    for each row
    when ((old.city_id, old.status, old.rating_tenths, old.rating_count, old.completed_jobs)
      is distinct from (new.city_id, new.status, new.rating_tenths, new.rating_count,
        new.completed_jobs))
    execute function service_providers_copy_to_services()`.execute(db);
  for (const [name, order] of [
    ['rating', 'sp_rating_tenths desc, sp_rating_count desc'],
    ['jobs', 'sp_completed_jobs desc, sp_rating_tenths desc'],
  ] as const) {
    await sql`create index ${sql.ref(`provider_services_by_${name}`)} on provider_services
      (service_id, ${sql.raw(order)}, sp_id desc) where available and sp_active`.execute(db);
    await sql`create index ${sql.ref(`provider_services_city_by_${name}`)} on provider_services
      (service_id, sp_city_id, ${sql.raw(order)}, sp_id desc) where available and sp_active`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger service_providers_copy_to_services on service_providers`.execute(db);
  await sql`drop trigger provider_services_copy_provider on provider_services`.execute(db);
  await sql`drop function service_providers_copy_to_services()`.execute(db);
  await sql`drop function provider_services_copy_provider()`.execute(db);
  // Dropping the columns drops their indexes.
  await sql`alter table provider_services
    drop column sp_city_id,
    drop column sp_active,
    drop column sp_rating_tenths,
    drop column sp_rating_count,
    drop column sp_completed_jobs`.execute(db);
  await sql`drop trigger service_requests_provider_stats_gone on service_requests`.execute(db);
  await sql`drop trigger service_requests_provider_stats on service_requests`.execute(db);
  await sql`drop trigger service_requests_provider_stats_new on service_requests`.execute(db);
  await sql`drop trigger feedback_provider_stats on feedback`.execute(db);
  await sql`drop function provider_stats_on_request()`.execute(db);
  await sql`drop function provider_stats_on_feedback()`.execute(db);
  await sql`alter table service_providers
    drop column rating_tenths,
    drop column rating_count,
    drop column rating_sum,
    drop column completed_jobs`.execute(db);
}
