import type { Translations } from "./pt";

const en: Translations = {
  meta: {
    title: "Miniatura — AI thumbnails for creators",
    description:
      "Create professional thumbnails for your videos with AI and raise your channel's click-through rate.",
  },
  nav: {
    skipToContent: "Skip to content",
    home: "Miniatura — home",
    primary: "Main navigation",
    status: "Status",
  },
  language: {
    label: "Language",
    menu: "Change language",
    pt: "Português",
    en: "English",
    current: "current",
  },
  theme: {
    label: "Theme",
    toLight: "Use light theme",
    toDark: "Use dark theme",
  },
  home: {
    eyebrow: "For video creators",
    title: "Thumbnails that make viewers click",
    lead: "Miniatura interviews you with 12 strategic questions and makes 3 YouTube-ready thumbnail variations: 1280×720, crisp text, correct accents.",
    toolsTitle: "Tools",
    tools: {
      expert: "Thumbnail Expert: a chat that understands your video",
      trends: "Trend analysis for your niche",
      channel: "Analysis of a channel's thumbnails",
      upscale: "Image upscaling up to 4K and 8K",
      compress: "Image compression",
      video: "A thumbnail from a video",
    },
    statusLink: "See the system status",
  },
  toast: {
    region: "Notifications",
    dismiss: "Dismiss notification",
  },
  status: {
    title: "System status",
    lead: "See whether each part of Miniatura is answering right now.",
    checksTitle: "Services",
    healthy: "Operational",
    unhealthy: "Having problems",
    allHealthy: "All services are operational.",
    someUnhealthy: "Some services are having problems. We are looking into it.",
    checks: {
      d1: "Database (D1)",
      r2: "Image storage (R2)",
      queue: "Job queue",
      userLive: "Live updates",
    },
    jobTitle: "Test the job queue",
    jobLead:
      "Send a test job: it goes through the queue, gets processed, and this page is told when it finishes.",
    runJob: "Send a test job",
    runningJob: "Sending...",
    jobQueued: "Test job sent",
    jobQueuedDescription: "Hold on: this page updates when it finishes.",
    jobFailedToQueue: "Could not send the test job. Please try again.",
    jobStates: {
      queued: "Queued",
      running: "Processing",
      succeeded: "Done",
      failed: "Failed",
    },
    jobLabel: "Test job",
    jobCreated: "Sent at {{date}} (UTC)",
    jobFinishedIn: "Finished in {{ms}} ms",
    jobFailed: "The job failed: {{error}}",
    jobNotFound: "That test job does not exist or has expired.",
    liveConnected: "Connected for live updates",
  },
  mailbox: {
    title: "Mailbox (development)",
    lead: "With no e-mail provider configured, the messages Miniatura would send are kept here.",
    empty: "No e-mails sent yet.",
    to: "To {{recipient}}",
  },
  errors: {
    notFoundTitle: "Oops! Page not found",
    notFoundBody: "The address {{path}} does not exist or has moved.",
    returnHome: "Return to Home",
    genericTitle: "Something went wrong",
    genericBody: "We had a problem loading this page. Please try again in a moment.",
    tryAgain: "Try again",
    badRequest: "Bad request.",
  },
  footer: {
    tagline:
      "The platform for creating professional thumbnails that raise your channel's click-through rate.",
    rights: "© {{year}} Miniatura. All rights reserved.",
  },
};

export default en;
