// Shared fakes for the test targets: manual clock, recording canvas helpers, fixtures.
