//! Tests of the pairing module: published tables and examples, and seeded simulations.

mod berger;
mod blossom;
mod dutch_examples;
mod points;
mod round_robin_tables;
mod simulate;
mod standings;
mod swiss_scale;
mod swiss_simulations;
