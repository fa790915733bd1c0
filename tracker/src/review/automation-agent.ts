// User agents that only automation sends. isbot (http/client-info.ts) already turns away crawlers, HTTP
// libraries and headless Chrome, which then count as bots and are never scored; these are the markers of
// browser automation and embedded engines that it lets through as people.

const automationPattern =
  /HeadlessChrome|PhantomJS|SlimerJS|Electron\/|Selenium|WebDriver|Puppeteer|Playwright|Cypress|jsdom|HtmlUnit|Nightmare/i;

export function isAutomationAgent(userAgent: string | null): boolean {
  return userAgent !== null && automationPattern.test(userAgent);
}
