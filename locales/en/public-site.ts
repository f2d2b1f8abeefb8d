/** The public pages: home (banner, sections) and About. */
export const publicSite = {
  banner: {
    label: 'Highlights',
    /** What screen readers call the banner and each of its slides. */
    carousel: 'carousel',
    slideRole: 'slide',
    slide: '{{index}} of {{count}}',
    showSlide: 'Show slide {{index}}',
    pause: 'Pause slides',
    play: 'Play slides',
    previous: 'Previous slide',
    next: 'Next slide',
    register: 'Register now',
    browseCategories: 'Browse categories',
    seeRequests: 'See new requests',
    slides: {
      help: {
        title: 'Trusted help for every job at home',
        text: 'Plumbers, electricians, carpenters and cleaners near you, ready when you are.',
      },
      chat: {
        title: 'Chat, agree a price, get it done',
        text: 'Talk to providers in real time and only pay the price you agreed.',
      },
      reviews: {
        title: 'Skilled providers, honest reviews',
        text: 'Every finished job is rated by the client, so you know who you hire.',
      },
    },
  },
  home: {
    servicesTitle: 'Our services',
    servicesIntro: 'Choose a category to find the right provider.',
    benefitsTitle: 'Why choose ServiceHub',
    benefits: {
      time: {
        title: 'Time-saving',
        text: 'Post a request in a minute and let providers come to you.',
      },
      cost: {
        title: 'Cost-effective',
        text: 'Compare offers and agree the price before work starts.',
      },
      quality: {
        title: 'Top quality',
        text: 'Rated providers who take pride in their work.',
      },
    },
    howTitle: 'How it works',
    steps: {
      search: { title: 'Search', text: 'Browse categories and pick the service you need.' },
      hire: { title: 'Hire', text: 'Chat with providers and accept the offer that suits you.' },
      done: { title: 'Get the job done', text: 'Your provider completes the job and you rate it.' },
    },
    testimonialsTitle: 'What people say',
    testimonials: {
      ayesha: {
        name: 'Ayesha K.',
        city: 'Lahore',
        text: 'A plumber fixed our leak the same afternoon. Clear price, no surprises.',
      },
      bilal: {
        name: 'Bilal R.',
        city: 'Karachi',
        text: 'I get steady work from clients in my area and chat with them directly.',
      },
      sana: {
        name: 'Sana M.',
        city: 'Islamabad',
        text: 'Booked a deep clean before moving in. Friendly team, spotless flat.',
      },
    },
    /** Quotation marks around a testimonial. */
    quote: '“{{text}}”',
  },
  about: {
    title: 'About ServiceHub',
    lead: 'ServiceHub connects people who need work done with skilled local service providers.',
    clients:
      'For clients, it is the quickest way to find a plumber, electrician, carpenter, cleaner or mechanic: describe the job, chat with providers and accept the offer you like.',
    providers:
      'For service providers, it is a steady stream of jobs in their city, a place to build a reputation through reviews, and simple monthly billing.',
    featuresTitle: 'Features',
    features: {
      chat: {
        title: 'Real-time chat',
        text: 'Clients and providers talk instantly, share details and agree on a price in one conversation.',
      },
      requests: {
        title: 'Request management',
        text: 'Follow every request from pending to accepted to completed, and rate the work at the end.',
      },
      finding: {
        title: 'Easy service finding',
        text: 'Browse clear categories and services, then send a request to providers in your city.',
      },
    },
  },
} as const;
