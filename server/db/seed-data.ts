/** Reference data every installation starts with. */
export const seedCities = ['Karachi', 'Lahore', 'Islamabad', 'Peshawar'];

type SeedCategory = {
  name: string;
  description: string;
  services: Array<[name: string, description: string]>;
};

export const seedCategories: SeedCategory[] = [
  {
    name: 'Plumbing Services',
    description: 'Leaks, pipes, drains and water heaters fixed by licensed plumbers.',
    services: [
      ['Leak Repair', 'Find and fix leaking taps, pipes and fittings before they cause damage.'],
      ['Pipe Installation', 'New water and gas pipe runs fitted and pressure-tested.'],
      ['Drain Cleaning', 'Blocked sinks, showers and floor drains cleared quickly.'],
      ['Water Heater Services', 'Geyser and water heater installation, repair and servicing.'],
      ['Sewer Line Services', 'Sewer line inspection, unblocking and repair.'],
    ],
  },
  {
    name: 'Electrical Services',
    description: 'Safe wiring, lighting and repairs by qualified electricians.',
    services: [
      ['Wiring Installation', 'Complete or partial house wiring done to code.'],
      ['Lighting Installation', 'Indoor and outdoor lights, fixtures and dimmers installed.'],
      [
        'Circuit Breaker Repair',
        'Tripping breakers and faulty distribution boards diagnosed and fixed.',
      ],
      ['Outlet and Switch Installation', 'New or replacement sockets and switches fitted safely.'],
      ['Ceiling Fan Installation', 'Ceiling fans mounted, wired and balanced.'],
    ],
  },
  {
    name: 'Carpentry Services',
    description: 'Furniture, cabinets and woodwork built and repaired with care.',
    services: [
      ['Furniture Assembly', 'Flat-pack beds, wardrobes and desks assembled for you.'],
      ['Cabinet Installation', 'Kitchen and bathroom cabinets hung level and secure.'],
      ['Wood Repair', 'Doors, frames and furniture mended, sanded and refinished.'],
      ['Deck Building', 'Outdoor decks and patios designed and built to last.'],
      ['Custom Woodworking', 'Made-to-measure shelves, tables and fittings.'],
    ],
  },
  {
    name: 'Cleaning Services',
    description: 'Spotless homes and offices, from a quick tidy to a deep clean.',
    services: [
      ['Residential Cleaning', 'Regular or one-off cleaning of your home.'],
      ['Office Cleaning', 'Workspaces, kitchens and washrooms kept clean.'],
      ['Carpet Cleaning', 'Deep shampoo and stain removal for carpets and rugs.'],
      ['Window Cleaning', 'Streak-free windows, frames and glass inside and out.'],
      ['Move-in/Move-out Cleaning', 'A thorough clean before you move in or hand back the keys.'],
    ],
  },
  {
    name: 'Home Renovation Services',
    description: 'Renovations and remodels that refresh every room of your home.',
    services: [
      ['Bathroom Renovation', 'Tiles, fixtures and layout of your bathroom renewed.'],
      ['Kitchen Remodeling', 'Counters, cabinets and appliances remodelled end to end.'],
      ['Flooring Installation', 'Tile, wood and vinyl floors laid professionally.'],
      ['Painting Services', 'Interior and exterior painting with a clean finish.'],
      ['Room Additions', 'Extra rooms and extensions planned and built.'],
    ],
  },
  {
    name: 'Automotive Services',
    description: 'Car care at your doorstep, from a wash to brake repairs.',
    services: [
      ['Car Washing', 'Exterior wash and interior vacuum where your car is parked.'],
      ['Oil Change', 'Engine oil and filter changed with quality lubricants.'],
      ['Tire Replacement', 'Tyres fitted, balanced and old ones taken away.'],
      ['Brake Repair', 'Brake pads, discs and fluid checked and replaced.'],
      ['Battery Replacement', 'Battery tested and replaced on the spot.'],
    ],
  },
];
