//! Tests of the pairing module: published tables and examples, and seeded simulations.

mod berger;
mod dutch_examples;
mod points;
mod round_robin_tables;
mod simulate;
mod standings;
mod swiss_simulations;
