import * as migration_20261122_035335_initial from './20261122_035335_initial';
import * as migration_20261122_051821_redirect_refused_message from './20261122_051821_redirect_refused_message';
import * as migration_20261125_023759_plural_countdown_aging_tagline from './20261125_023759_plural_countdown_aging_tagline';
import * as migration_20261125_080815_postbacks_and_experiments from './20261125_080815_postbacks_and_experiments';
import * as migration_20261127_210535_traffic_sources from './20261127_210535_traffic_sources';
import * as migration_20261127_222115_conversion_review from './20261127_222115_conversion_review';
import * as migration_20261127_223233_no_account_lock from './20261127_223233_no_account_lock';
import * as migration_20261128_034609_prices_and_payouts from './20261128_034609_prices_and_payouts';
import * as migration_20261128_050357_experiment_metrics from './20261128_050357_experiment_metrics';
import * as migration_20261128_071507_content_experiments from './20261128_071507_content_experiments';
import * as migration_20261128_072209_scheduled_publishing from './20261128_072209_scheduled_publishing';
import * as migration_20261128_073159_offer_order from './20261128_073159_offer_order';
import * as migration_20261128_074356_user_time_zone from './20261128_074356_user_time_zone';
import * as migration_20261128_105347_user_mail_choices from './20261128_105347_user_mail_choices';

export const migrations = [
  {
    up: migration_20261122_035335_initial.up,
    down: migration_20261122_035335_initial.down,
    name: '20261122_035335_initial',
  },
  {
    up: migration_20261122_051821_redirect_refused_message.up,
    down: migration_20261122_051821_redirect_refused_message.down,
    name: '20261122_051821_redirect_refused_message',
  },
  {
    up: migration_20261125_023759_plural_countdown_aging_tagline.up,
    down: migration_20261125_023759_plural_countdown_aging_tagline.down,
    name: '20261125_023759_plural_countdown_aging_tagline',
  },
  {
    up: migration_20261125_080815_postbacks_and_experiments.up,
    down: migration_20261125_080815_postbacks_and_experiments.down,
    name: '20261125_080815_postbacks_and_experiments',
  },
  {
    up: migration_20261127_210535_traffic_sources.up,
    down: migration_20261127_210535_traffic_sources.down,
    name: '20261127_210535_traffic_sources',
  },
  {
    up: migration_20261127_222115_conversion_review.up,
    down: migration_20261127_222115_conversion_review.down,
    name: '20261127_222115_conversion_review',
  },
  {
    up: migration_20261127_223233_no_account_lock.up,
    down: migration_20261127_223233_no_account_lock.down,
    name: '20261127_223233_no_account_lock',
  },
  {
    up: migration_20261128_034609_prices_and_payouts.up,
    down: migration_20261128_034609_prices_and_payouts.down,
    name: '20261128_034609_prices_and_payouts',
  },
  {
    up: migration_20261128_050357_experiment_metrics.up,
    down: migration_20261128_050357_experiment_metrics.down,
    name: '20261128_050357_experiment_metrics',
  },
  {
    up: migration_20261128_071507_content_experiments.up,
    down: migration_20261128_071507_content_experiments.down,
    name: '20261128_071507_content_experiments',
  },
  {
    up: migration_20261128_072209_scheduled_publishing.up,
    down: migration_20261128_072209_scheduled_publishing.down,
    name: '20261128_072209_scheduled_publishing',
  },
  {
    up: migration_20261128_073159_offer_order.up,
    down: migration_20261128_073159_offer_order.down,
    name: '20261128_073159_offer_order',
  },
  {
    up: migration_20261128_074356_user_time_zone.up,
    down: migration_20261128_074356_user_time_zone.down,
    name: '20261128_074356_user_time_zone',
  },
  {
    up: migration_20261128_105347_user_mail_choices.up,
    down: migration_20261128_105347_user_mail_choices.down,
    name: '20261128_105347_user_mail_choices'
  },
];
