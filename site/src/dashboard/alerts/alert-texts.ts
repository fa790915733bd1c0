// The words of the alert banner.

export const alertTexts = {
  title: (count: number) => (count === 1 ? '1 alert needs your attention' : `${count} alerts need your attention`),
  since: 'since',
  regionLabel: 'Alerts',
};
